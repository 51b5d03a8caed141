/**
* Freezes `value` and everything in it, and returns the length of `JSON.stringify(value)` (-1 when JSON writes
* nothing for it: undefined, a function, a symbol). Parts frozen before are measured, not frozen again.
*/
export declare function seal(value: unknown): number;
/**
* `seal` for a record made from a sealed one (`previous`, `previousLength` long as JSON) by replacing, adding or
* removing members: only the members that are not the same value as before are frozen and measured, so an update
* that changes one member of a large record costs that member, not the record. Anything but two plain objects is
* sealed whole.
*/
export declare function resealFrom(value: unknown, previous: unknown, previousLength: number): number;
/**
* A copy of `value` equal to `JSON.parse(JSON.stringify(value))`, a new object itself, except that frozen parts
* inside it (the store's) are the same objects: a change is made by replacing a member, never by writing into one.
*/
export declare function copy<T>(value: T): T;
