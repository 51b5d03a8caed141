import { type Service } from "./types.js";
export declare const sandbox: Service;
