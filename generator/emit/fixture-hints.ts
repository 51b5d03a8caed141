/**
 * Chooses what a fixture value should look like from the words of its name: generic English heuristics over
 * property and type names (`BillEmail` -> an e-mail address, `PostalCode` -> a postal code, `UnitPrice` -> an
 * amount), never knowledge of any one interface. The kinds are the runtime's `TextKind` / `NumberKind`.
 */

/** Lower-case words of an identifier: `BillEmailCc` -> bill, email, cc; `acctXMLCountry` -> acct, xml, country. */
export function nameWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/([A-Za-z])([0-9])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter((w) => w !== '')
    .map((w) => w.toLowerCase());
}

/** Where a value sits: the words of its own name (property or type) and of its owner (enclosing type). */
export interface NameHint {
  words: string[];
  owner: string[];
}

const has = (words: readonly string[], ...wanted: string[]): boolean => wanted.some((w) => words.includes(w));

/** Text kind for a string value named by `hint`. */
export function textKind(hint: NameHint): string {
  const w = hint.words;
  const last = w[w.length - 1] ?? '';
  if (has(w, 'email', 'mail', 'emails')) return 'email';
  if (has(w, 'url', 'uri', 'link', 'website', 'href', 'homepage', 'web')) return 'url';
  if (has(w, 'phone', 'fax', 'tel', 'telephone', 'mobile', 'cell')) return 'phone';
  if (has(w, 'number') && has(hint.owner, 'phone', 'telephone', 'fax', 'mobile')) return 'phone';
  if (has(w, 'postal', 'zip', 'postcode')) return 'postalCode';
  if (has(w, 'city', 'town', 'locality')) return 'city';
  if (has(w, 'region', 'province', 'county', 'subdivision', 'division') || (last === 'state' && !has(w, 'status')))
    return 'region';
  if (has(w, 'country')) return has(w, 'code') ? 'countryCode' : 'country';
  if (has(w, 'currency')) return 'currency';
  if (has(w, 'street') || (has(w, 'line', 'address') && /^[0-9]$/.test(last)) || last === 'address')
    return 'street';
  if (has(w, 'ip')) return 'ipAddress';
  if (has(w, 'mac')) return 'macAddress';
  if (has(w, 'latitude', 'lat')) return 'latitude';
  if (has(w, 'longitude', 'lng', 'lon') || (w.length === 1 && last === 'long')) return 'longitude';
  if (has(w, 'password', 'pwd', 'secret', 'passphrase')) return 'password';
  if (has(w, 'uuid', 'guid')) return 'uuid';
  if (has(w, 'timestamp', 'datetime') || (has(w, 'time') && !has(w, 'zone')) || has(w, 'created', 'updated', 'modified'))
    return 'dateTime';
  if (has(w, 'date', 'day')) return 'date';
  if (has(w, 'amount', 'price', 'total', 'balance', 'cost', 'fee', 'subtotal', 'tax')) return 'amount';
  if (has(w, 'version', 'vers')) return 'version';
  if (has(w, 'language', 'locale', 'lang')) return 'language';
  if (has(w, 'file', 'filename', 'path')) return 'fileName';
  if (has(w, 'user', 'username', 'login')) return 'username';
  if (has(w, 'first', 'given')) return 'firstName';
  if (has(w, 'last', 'family', 'surname')) return 'lastName';
  if (has(w, 'middle')) return 'middleName';
  if (has(w, 'company', 'organization', 'organisation', 'business', 'vendor', 'supplier', 'merchant'))
    return has(w, 'name') || w.length === 1 ? 'companyName' : 'text';
  if (last === 'name' || (last === 'title' && has(w, 'display', 'print', 'full'))) return nameKind(hint);
  if (has(w, 'description', 'memo', 'note', 'notes', 'comment', 'message', 'detail', 'details', 'reason', 'text', 'msg'))
    return 'sentence';
  if (has(w, 'title', 'subject', 'label', 'summary', 'caption')) return 'title';
  if (has(w, 'token', 'ticket', 'session', 'key', 'hash', 'nonce', 'signature', 'cursor')) return 'token';
  if (last === 'id' || last === 'ids' || has(w, 'ref', 'value', 'identifier')) return 'id';
  if (has(w, 'number', 'no', 'num')) return 'number';
  if (has(w, 'code', 'sku')) return 'code';
  if (has(w, 'status')) return 'status';
  if (has(w, 'type', 'kind', 'category', 'class', 'mode', 'domain', 'source')) return 'word';
  return 'text';
}

/** `name` alone: a product, an account, a company or a person, by the owner's words. */
function nameKind(hint: NameHint): string {
  const w = [...hint.words, ...hint.owner];
  if (has(hint.words, 'display', 'print', 'full', 'customer', 'person', 'contact', 'holder', 'given')) return 'personName';
  if (has(w, 'item', 'product', 'service', 'sku', 'goods')) return 'productName';
  if (has(w, 'account', 'ledger')) return 'accountName';
  if (has(w, 'company', 'organization', 'organisation', 'business', 'vendor', 'supplier', 'merchant', 'employer'))
    return 'companyName';
  if (has(w, 'file', 'document')) return 'fileName';
  if (has(w, 'category', 'group', 'tag', 'label', 'class', 'department', 'team', 'tier', 'plan', 'project', 'term'))
    return 'title';
  return 'personName';
}

/** Number kind for a numeric value named by `hint`. */
export function numberKind(hint: NameHint, integer: boolean): string {
  const w = hint.words;
  if (has(w, 'latitude', 'lat')) return 'latitude';
  if (has(w, 'longitude', 'lng', 'lon')) return 'longitude';
  if (has(w, 'year')) return 'year';
  if (has(w, 'month')) return 'month';
  if (has(w, 'day')) return 'day';
  if (has(w, 'hour', 'hours')) return 'hour';
  if (has(w, 'minute', 'minutes')) return 'minute';
  if (has(w, 'percent', 'percentage', 'pct')) return 'percent';
  if (has(w, 'rate', 'ratio', 'factor')) return integer ? 'percent' : 'rate';
  if (has(w, 'qty', 'quantity')) return 'quantity';
  if (has(w, 'amount', 'price', 'total', 'balance', 'cost', 'fee', 'subtotal', 'tax', 'money', 'sum', 'paid'))
    return integer ? 'integer' : 'amount';
  if (has(w, 'num', 'position', 'index', 'line', 'order', 'sequence', 'seq', 'rank', 'page')) return 'position';
  if (has(w, 'count', 'size', 'results', 'max', 'min', 'limit', 'offset', 'start')) return 'count';
  if (has(w, 'version', 'vers')) return 'version';
  if (has(w, 'id')) return 'id';
  if (has(w, 'seconds', 'duration', 'timeout', 'ttl', 'days', 'minutes')) return 'duration';
  return integer ? 'integer' : 'number';
}
