/**
 * Types of Fixtures of real-world shapes 1.
 *
 * Generated from the definition; do not edit. `<Name>Write` types are request (create/update) shapes:
 * the full type without the read-only properties the server sets.
 */

/**
 * Box's allOf of a nullable ref and a member that only describes it.
 *
 * Other properties are allowed too; they are not part of this type.
 */
export interface Comment {
  created_by?: MiniUser & unknown;
  parent?: MiniUser & unknown;
}

/**
 * Kubernetes writes default {} beside refs to strings and to objects with required members.
 *
 * Other properties are allowed too; they are not part of this type.
 */
export interface Condition {
  /** @default {} */
  lastProbeTime?: Time;
  /** @default {} */
  spec?: Spec;
  requirements?: Requirement[];
  sizes?: {
    [key: string]: Time;
  };
}

/** Other properties are allowed too; they are not part of this type. */
export interface ContactMethod {
  type: 'email_method' | 'phone_method' | 'sms_method' | 'push_method';
  address: string;
}

/**
 * Other properties are allowed too; they are not part of this type.
 *
 * @example {"condition":{"lastProbeTime":{}},"reference":{"id":7,"type":"x"}}
 */
export interface Holder {
  condition: Condition;
  reference: Reference;
  service: ServiceReference;
  phone: PhoneMethod;
  nested: Nested;
  comment: Comment;
  /** @minItems 1 */
  tools: Tool[];
  retention: Retention;
}

/** Other properties are allowed too; they are not part of this type. */
export type MiniUser = {
  id: string;
  type: 'user';
} | null;

/** Two members declaring the same nested object, one narrowing a member of it. */
export type Nested = {
  /** Other properties are allowed too; they are not part of this type. */
  path?: {
    /** Other properties are allowed too; they are not part of this type. */
    parent?: {
      id?: string;
      type?: string;
    };
  };
} & {
  /** Other properties are allowed too; they are not part of this type. */
  path?: {
    /** Other properties are allowed too; they are not part of this type. */
    parent?: {
      id?: unknown;
      type?: 'parent_reference';
    };
  };
};

/** An enum narrowed by a later member. */
export type PhoneMethod = ContactMethod & {
  type?: 'phone_method' | 'sms_method';
  /**
   * @integer
   * @minimum 1
   * @maximum 1999
   */
  country_code: number;
};

/** PagerDuty's reference, requiring members another member declares. */
export type Reference = TagBase & {
  type: unknown;
  id: unknown;
};

/** Other properties are allowed too; they are not part of this type. */
export interface Requirement {
  /** @default "" */
  key: string;
  /** @default "" */
  operator: 'In' | 'NotIn' | 'Exists';
}

/** Other properties are allowed too; they are not part of this type. */
export interface Retention {
  length?: string | number;
}

/** Other properties are allowed too; they are not part of this type. */
export interface SearchTool {
  type: 'search';
  query?: string;
}

export type ServiceReference = Reference & {
  type?: 'service_reference';
};

/** Other properties are allowed too; they are not part of this type. */
export interface ShellTool {
  type: 'shell';
  command?: string;
}

/** Other properties are allowed too; they are not part of this type. */
export interface Spec {
  /** @minItems 1 */
  containers: string[];
}

/** Other properties are allowed too; they are not part of this type. */
export interface TagBase {
  id?: string;
  type?: string;
  /** @format uri */
  self?: string;
}

/** @format date-time */
export type Time = string;

/** OpenAI unions, whose implicit mapping names schemas while variants state their tags. */
export type Tool = ShellTool | SearchTool;
