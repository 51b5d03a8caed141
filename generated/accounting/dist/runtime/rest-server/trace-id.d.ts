export declare function traceId(): string;
