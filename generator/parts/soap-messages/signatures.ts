/**
 * What the SOAP client and server emitters share (both parts require this one): each operation's typed
 * signature (request type, result type, and the output child the result is unwrapped from).
 */
import { read } from '../../facts/index.ts';
import { messageCodecs, resultField, soapOperations, SoapBindingError, type CodecShape, type FieldShape } from '../../facts/soap.ts';
import { typeIndex } from '../../facts/types.ts';
import type { ApiModel, SoapOperationNode } from '../../model/types.ts';
import type { SymbolTable } from '../../part-kit/symbols.ts';
import { typeExpression } from '../../part-kit/type-expression.ts';

export interface OperationSignature {
  op: SoapOperationNode;
  input: CodecShape;
  output: CodecShape;
  /** Identifier of the request type (its write shape when it has one). */
  requestType: string;
  /** True when every request field is optional: the request argument may be left out. */
  requestOptional: boolean;
  /** Identifier of the output element's type. */
  outputType: string;
  /** The output child whose value is the result; undefined when the result is the whole output value. */
  result: FieldShape | undefined;
  /** TypeScript type of the result. */
  resultType: string;
}

/** Signatures of every SOAP operation, in definition order; `used` collects the type identifiers referenced. */
export function operationSignatures(model: ApiModel, symbols: SymbolTable, used: Set<string>): OperationSignature[] {
  const { codecs } = messageCodecs(model);
  const types = read(model, typeIndex);
  return soapOperations(model).map((op) => {
    if (op.input.namespace !== op.output.namespace) {
      throw new SoapBindingError(op.name, 'input and output elements in different namespaces are not supported');
    }
    const input = codecs.get(op.input.type);
    const output = codecs.get(op.output.type);
    if (input === undefined || output === undefined) throw new SoapBindingError(op.name, 'message types missing');
    const requestType = symbols.inputName(op.input.type);
    const outputType = symbols.typeName(op.output.type);
    used.add(requestType);
    const result = resultField(output);
    let resultType = outputType;
    if (result !== undefined) {
      resultType = typeExpression(result.property.type, { symbols, types, shape: 'read', used });
      if (!result.required) resultType = `${resultType} | undefined`;
    } else used.add(outputType);
    return {
      op,
      input,
      output,
      requestType,
      requestOptional: input.fields.every((f) => !f.required),
      outputType,
      result,
      resultType,
    };
  });
}
