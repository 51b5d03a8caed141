/**
* The runtime descriptor of each operation of Pet Store 1.2, one export per operation (a bundler keeps the ones called).
*
* Generated from the definition; do not edit.
*/
import type { HttpOperationDescriptor } from "./runtime/operations/operation-table.js";
/** `listPets`: GET /pets. */
export declare const listPetsOperation: HttpOperationDescriptor;
/** `createPet`: POST /pets. */
export declare const createPetOperation: HttpOperationDescriptor;
/** `deletePet`: POST /pets. */
export declare const deletePetOperation: HttpOperationDescriptor;
/** `readPet`: GET /pets/{petId}. */
export declare const readPetOperation: HttpOperationDescriptor;
/** `readPetPhoto`: GET /pets/{petId}/photo. */
export declare const readPetPhotoOperation: HttpOperationDescriptor;
/** `updatePetLabels`: PUT /pets/{petId}/labels. */
export declare const updatePetLabelsOperation: HttpOperationDescriptor;
/** `searchPets`: POST /pets/search. */
export declare const searchPetsOperation: HttpOperationDescriptor;
/** `ping`: GET /ping. */
export declare const pingOperation: HttpOperationDescriptor;
