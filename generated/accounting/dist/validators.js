/**
 * Validators of Accounting API 3.75.0. Generated from the definition; do not edit.
 *
 * `validate.<Name>(value)` checks a response value (the full shape); `validate.<Name>Write(value)` checks a
 * request value: read-only properties are accepted and listed in `dropped`. `is.<Name>(value)` is the type
 * guard. Every error is reported, each with a JSON pointer, a code and a sentence.
 */
import { MAX_DEPTH, codePointLength, collectResult, escapePointer, expected, expectedOneOf, formatMessage, isDate, isDateTime, missing, } from './runtime/validation.js';
/** Reports stop growing past this many errors (a cyclic value would otherwise be walked along every branch). */
const ERROR_LIMIT = 100;
/** Set by the fast pass when a container is nested too deep: no union variant can match such a value. */
let tooDeep = false;
/** Set by the fast pass of a write shape that met a read-only property (reported in `dropped`). */
let droppedSeen = false;
const ACCOUNT_ACCOUNT_TYPE_VALUES = new Set([
    'Bank',
    'Other Current Asset',
    'Fixed Asset',
    'Other Asset',
    'Accounts Receivable',
    'Equity',
    'Expense',
    'Other Expense',
    'Cost of Goods Sold',
    'Accounts Payable',
    'Credit Card',
    'Long Term Liability',
    'Other Current Liability',
    'Income',
    'Other Income',
]);
const CUSTOM_FIELD_KEYS = new Set([
    'DefinitionId',
    'Name',
    'Type',
    'StringValue',
    'BooleanValue',
    'NumberValue',
    'DateValue',
]);
const FAULT_TYPE_VALUES = new Set([
    'ValidationFault',
    'SystemFault',
    'AuthenticationFault',
    'AuthorizationFault',
    'AuthorizatonFault',
    'SERVICE',
    'AUTHENTICATION',
]);
const PHYSICAL_ADDRESS_KEYS = new Set([
    'Id',
    'Line1',
    'Line2',
    'Line3',
    'Line4',
    'Line5',
    'City',
    'Country',
    'CountryCode',
    'County',
    'CountrySubDivisionCode',
    'PostalCode',
    'PostalCodeSuffix',
    'Lat',
    'Long',
    'Tag',
    'Note',
]);
const TELEPHONE_NUMBER_KEYS = new Set([
    'Id',
    'FreeFormNumber',
    'DeviceType',
    'CountryCode',
    'AreaCode',
    'ExchangeCode',
    'Extension',
    'Default',
    'Tag',
]);
/** Fast pass: is `v` a valid Account? */
function validAccount(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vId = o.Id;
    if (vId !== undefined) {
        if (typeof vId !== 'string')
            return false;
    }
    const vSyncToken = o.SyncToken;
    if (vSyncToken !== undefined) {
        if (typeof vSyncToken !== 'string')
            return false;
    }
    const vMetaData = o.MetaData;
    if (vMetaData !== undefined) {
        if (!validMetaData(vMetaData, d + 1))
            return false;
    }
    const vDomain = o.domain;
    if (vDomain !== undefined) {
        if (typeof vDomain !== 'string')
            return false;
    }
    const vStatus = o.status;
    if (vStatus !== undefined) {
        if (typeof vStatus !== 'string')
            return false;
    }
    const vSparse = o.sparse;
    if (vSparse !== undefined) {
        if (typeof vSparse !== 'boolean')
            return false;
    }
    const vName = o.Name;
    if (vName !== undefined) {
        if (typeof vName !== 'string')
            return false;
        if (vName.length > 100 && codePointLength(vName) > 100)
            return false;
    }
    const vAccountType = o.AccountType;
    if (vAccountType !== undefined) {
        if (typeof vAccountType !== 'string')
            return false;
        if (!ACCOUNT_ACCOUNT_TYPE_VALUES.has(vAccountType))
            return false;
    }
    const vAccountSubType = o.AccountSubType;
    if (vAccountSubType !== undefined) {
        if (typeof vAccountSubType !== 'string')
            return false;
    }
    const vClassification = o.Classification;
    if (vClassification !== undefined) {
        if (typeof vClassification !== 'string')
            return false;
        if (!(vClassification === 'Asset' ||
            vClassification === 'Equity' ||
            vClassification === 'Expense' ||
            vClassification === 'Liability' ||
            vClassification === 'Revenue'))
            return false;
    }
    const vDescription = o.Description;
    if (vDescription !== undefined) {
        if (typeof vDescription !== 'string')
            return false;
        if (vDescription.length > 100 && codePointLength(vDescription) > 100)
            return false;
    }
    const vAcctNum = o.AcctNum;
    if (vAcctNum !== undefined) {
        if (typeof vAcctNum !== 'string')
            return false;
        if (vAcctNum.length > 20 && codePointLength(vAcctNum) > 20)
            return false;
    }
    const vSubAccount = o.SubAccount;
    if (vSubAccount !== undefined) {
        if (typeof vSubAccount !== 'boolean')
            return false;
    }
    const vParentRef = o.ParentRef;
    if (vParentRef !== undefined) {
        if (!validReferenceType(vParentRef, d + 1))
            return false;
    }
    const vFullyQualifiedName = o.FullyQualifiedName;
    if (vFullyQualifiedName !== undefined) {
        if (typeof vFullyQualifiedName !== 'string')
            return false;
    }
    const vActive = o.Active;
    if (vActive !== undefined) {
        if (typeof vActive !== 'boolean')
            return false;
    }
    const vCurrencyRef = o.CurrencyRef;
    if (vCurrencyRef !== undefined) {
        if (!validReferenceType(vCurrencyRef, d + 1))
            return false;
    }
    const vTaxCodeRef = o.TaxCodeRef;
    if (vTaxCodeRef !== undefined) {
        if (!validReferenceType(vTaxCodeRef, d + 1))
            return false;
    }
    const vCurrentBalance = o.CurrentBalance;
    if (vCurrentBalance !== undefined) {
        if (!validMoney(vCurrentBalance, d + 1))
            return false;
    }
    const vCurrentBalanceWithSubAccounts = o.CurrentBalanceWithSubAccounts;
    if (vCurrentBalanceWithSubAccounts !== undefined) {
        if (!validMoney(vCurrentBalanceWithSubAccounts, d + 1))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid Account, at pointer `p`. */
function checkAccount(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vId = o.Id;
            if (vId !== undefined) {
                if (typeof vId !== 'string') {
                    r.errors.push({
                        path: p + '/Id',
                        code: vId === null ? 'nullable' : 'type',
                        message: expected('a string', vId),
                    });
                }
            }
            const vSyncToken = o.SyncToken;
            if (vSyncToken !== undefined) {
                if (typeof vSyncToken !== 'string') {
                    r.errors.push({
                        path: p + '/SyncToken',
                        code: vSyncToken === null ? 'nullable' : 'type',
                        message: expected('a string', vSyncToken),
                    });
                }
            }
            const vMetaData = o.MetaData;
            if (vMetaData !== undefined) {
                checkMetaData(vMetaData, p + '/MetaData', d + 1, r);
            }
            const vDomain = o.domain;
            if (vDomain !== undefined) {
                if (typeof vDomain !== 'string') {
                    r.errors.push({
                        path: p + '/domain',
                        code: vDomain === null ? 'nullable' : 'type',
                        message: expected('a string', vDomain),
                    });
                }
            }
            const vStatus = o.status;
            if (vStatus !== undefined) {
                if (typeof vStatus !== 'string') {
                    r.errors.push({
                        path: p + '/status',
                        code: vStatus === null ? 'nullable' : 'type',
                        message: expected('a string', vStatus),
                    });
                }
            }
            const vSparse = o.sparse;
            if (vSparse !== undefined) {
                if (typeof vSparse !== 'boolean') {
                    r.errors.push({
                        path: p + '/sparse',
                        code: vSparse === null ? 'nullable' : 'type',
                        message: expected('true or false', vSparse),
                    });
                }
            }
            const vName = o.Name;
            if (vName !== undefined) {
                if (typeof vName !== 'string') {
                    r.errors.push({
                        path: p + '/Name',
                        code: vName === null ? 'nullable' : 'type',
                        message: expected('a string', vName),
                    });
                }
                else if (codePointLength(vName) > 100)
                    r.errors.push({
                        path: p + '/Name',
                        code: 'maxLength',
                        message: expected('at most 100 characters', vName),
                    });
            }
            const vAccountType = o.AccountType;
            if (vAccountType !== undefined) {
                if (typeof vAccountType !== 'string') {
                    r.errors.push({
                        path: p + '/AccountType',
                        code: vAccountType === null ? 'nullable' : 'type',
                        message: expected('a string', vAccountType),
                    });
                }
                else if (!ACCOUNT_ACCOUNT_TYPE_VALUES.has(vAccountType))
                    r.errors.push({
                        path: p + '/AccountType',
                        code: 'enum',
                        message: expectedOneOf([
                            'Bank',
                            'Other Current Asset',
                            'Fixed Asset',
                            'Other Asset',
                            'Accounts Receivable',
                            'Equity',
                            'Expense',
                            'Other Expense',
                            'Cost of Goods Sold',
                            'Accounts Payable',
                            'Credit Card',
                            'Long Term Liability',
                            'Other Current Liability',
                            'Income',
                            'Other Income',
                        ], vAccountType),
                    });
            }
            const vAccountSubType = o.AccountSubType;
            if (vAccountSubType !== undefined) {
                if (typeof vAccountSubType !== 'string') {
                    r.errors.push({
                        path: p + '/AccountSubType',
                        code: vAccountSubType === null ? 'nullable' : 'type',
                        message: expected('a string', vAccountSubType),
                    });
                }
            }
            const vClassification = o.Classification;
            if (vClassification !== undefined) {
                if (typeof vClassification !== 'string') {
                    r.errors.push({
                        path: p + '/Classification',
                        code: vClassification === null ? 'nullable' : 'type',
                        message: expected('a string', vClassification),
                    });
                }
                else if (!(vClassification === 'Asset' ||
                    vClassification === 'Equity' ||
                    vClassification === 'Expense' ||
                    vClassification === 'Liability' ||
                    vClassification === 'Revenue'))
                    r.errors.push({
                        path: p + '/Classification',
                        code: 'enum',
                        message: expectedOneOf(['Asset', 'Equity', 'Expense', 'Liability', 'Revenue'], vClassification),
                    });
            }
            const vDescription = o.Description;
            if (vDescription !== undefined) {
                if (typeof vDescription !== 'string') {
                    r.errors.push({
                        path: p + '/Description',
                        code: vDescription === null ? 'nullable' : 'type',
                        message: expected('a string', vDescription),
                    });
                }
                else if (codePointLength(vDescription) > 100)
                    r.errors.push({
                        path: p + '/Description',
                        code: 'maxLength',
                        message: expected('at most 100 characters', vDescription),
                    });
            }
            const vAcctNum = o.AcctNum;
            if (vAcctNum !== undefined) {
                if (typeof vAcctNum !== 'string') {
                    r.errors.push({
                        path: p + '/AcctNum',
                        code: vAcctNum === null ? 'nullable' : 'type',
                        message: expected('a string', vAcctNum),
                    });
                }
                else if (codePointLength(vAcctNum) > 20)
                    r.errors.push({
                        path: p + '/AcctNum',
                        code: 'maxLength',
                        message: expected('at most 20 characters', vAcctNum),
                    });
            }
            const vSubAccount = o.SubAccount;
            if (vSubAccount !== undefined) {
                if (typeof vSubAccount !== 'boolean') {
                    r.errors.push({
                        path: p + '/SubAccount',
                        code: vSubAccount === null ? 'nullable' : 'type',
                        message: expected('true or false', vSubAccount),
                    });
                }
            }
            const vParentRef = o.ParentRef;
            if (vParentRef !== undefined) {
                checkReferenceType(vParentRef, p + '/ParentRef', d + 1, r);
            }
            const vFullyQualifiedName = o.FullyQualifiedName;
            if (vFullyQualifiedName !== undefined) {
                if (typeof vFullyQualifiedName !== 'string') {
                    r.errors.push({
                        path: p + '/FullyQualifiedName',
                        code: vFullyQualifiedName === null ? 'nullable' : 'type',
                        message: expected('a string', vFullyQualifiedName),
                    });
                }
            }
            const vActive = o.Active;
            if (vActive !== undefined) {
                if (typeof vActive !== 'boolean') {
                    r.errors.push({
                        path: p + '/Active',
                        code: vActive === null ? 'nullable' : 'type',
                        message: expected('true or false', vActive),
                    });
                }
            }
            const vCurrencyRef = o.CurrencyRef;
            if (vCurrencyRef !== undefined) {
                checkReferenceType(vCurrencyRef, p + '/CurrencyRef', d + 1, r);
            }
            const vTaxCodeRef = o.TaxCodeRef;
            if (vTaxCodeRef !== undefined) {
                checkReferenceType(vTaxCodeRef, p + '/TaxCodeRef', d + 1, r);
            }
            const vCurrentBalance = o.CurrentBalance;
            if (vCurrentBalance !== undefined) {
                checkMoney(vCurrentBalance, p + '/CurrentBalance', d + 1, r);
            }
            const vCurrentBalanceWithSubAccounts = o.CurrentBalanceWithSubAccounts;
            if (vCurrentBalanceWithSubAccounts !== undefined) {
                checkMoney(vCurrentBalanceWithSubAccounts, p + '/CurrentBalanceWithSubAccounts', d + 1, r);
            }
        }
    }
}
/** Fast pass: is `v` a valid AccountWrite (request shape)? */
function validAccountWrite(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    if (o.Id !== undefined)
        droppedSeen = true;
    if (o.SyncToken !== undefined)
        droppedSeen = true;
    if (o.MetaData !== undefined)
        droppedSeen = true;
    if (o.domain !== undefined)
        droppedSeen = true;
    if (o.status !== undefined)
        droppedSeen = true;
    const vSparse = o.sparse;
    if (vSparse !== undefined) {
        if (typeof vSparse !== 'boolean')
            return false;
    }
    const vName = o.Name;
    if (vName !== undefined) {
        if (typeof vName !== 'string')
            return false;
        if (vName.length > 100 && codePointLength(vName) > 100)
            return false;
    }
    const vAccountType = o.AccountType;
    if (vAccountType !== undefined) {
        if (typeof vAccountType !== 'string')
            return false;
        if (!ACCOUNT_ACCOUNT_TYPE_VALUES.has(vAccountType))
            return false;
    }
    const vAccountSubType = o.AccountSubType;
    if (vAccountSubType !== undefined) {
        if (typeof vAccountSubType !== 'string')
            return false;
    }
    const vClassification = o.Classification;
    if (vClassification !== undefined) {
        if (typeof vClassification !== 'string')
            return false;
        if (!(vClassification === 'Asset' ||
            vClassification === 'Equity' ||
            vClassification === 'Expense' ||
            vClassification === 'Liability' ||
            vClassification === 'Revenue'))
            return false;
    }
    const vDescription = o.Description;
    if (vDescription !== undefined) {
        if (typeof vDescription !== 'string')
            return false;
        if (vDescription.length > 100 && codePointLength(vDescription) > 100)
            return false;
    }
    const vAcctNum = o.AcctNum;
    if (vAcctNum !== undefined) {
        if (typeof vAcctNum !== 'string')
            return false;
        if (vAcctNum.length > 20 && codePointLength(vAcctNum) > 20)
            return false;
    }
    const vSubAccount = o.SubAccount;
    if (vSubAccount !== undefined) {
        if (typeof vSubAccount !== 'boolean')
            return false;
    }
    const vParentRef = o.ParentRef;
    if (vParentRef !== undefined) {
        if (!validReferenceType(vParentRef, d + 1))
            return false;
    }
    if (o.FullyQualifiedName !== undefined)
        droppedSeen = true;
    const vActive = o.Active;
    if (vActive !== undefined) {
        if (typeof vActive !== 'boolean')
            return false;
    }
    const vCurrencyRef = o.CurrencyRef;
    if (vCurrencyRef !== undefined) {
        if (!validReferenceType(vCurrencyRef, d + 1))
            return false;
    }
    const vTaxCodeRef = o.TaxCodeRef;
    if (vTaxCodeRef !== undefined) {
        if (!validReferenceType(vTaxCodeRef, d + 1))
            return false;
    }
    if (o.CurrentBalance !== undefined)
        droppedSeen = true;
    if (o.CurrentBalanceWithSubAccounts !== undefined)
        droppedSeen = true;
    return true;
}
/** Collecting pass: every problem of `v` as a valid AccountWrite (request shape), at pointer `p`. */
function checkAccountWrite(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            if (o.Id !== undefined)
                r.dropped.push(p + '/Id');
            if (o.SyncToken !== undefined)
                r.dropped.push(p + '/SyncToken');
            if (o.MetaData !== undefined)
                r.dropped.push(p + '/MetaData');
            if (o.domain !== undefined)
                r.dropped.push(p + '/domain');
            if (o.status !== undefined)
                r.dropped.push(p + '/status');
            const vSparse = o.sparse;
            if (vSparse !== undefined) {
                if (typeof vSparse !== 'boolean') {
                    r.errors.push({
                        path: p + '/sparse',
                        code: vSparse === null ? 'nullable' : 'type',
                        message: expected('true or false', vSparse),
                    });
                }
            }
            const vName = o.Name;
            if (vName !== undefined) {
                if (typeof vName !== 'string') {
                    r.errors.push({
                        path: p + '/Name',
                        code: vName === null ? 'nullable' : 'type',
                        message: expected('a string', vName),
                    });
                }
                else if (codePointLength(vName) > 100)
                    r.errors.push({
                        path: p + '/Name',
                        code: 'maxLength',
                        message: expected('at most 100 characters', vName),
                    });
            }
            const vAccountType = o.AccountType;
            if (vAccountType !== undefined) {
                if (typeof vAccountType !== 'string') {
                    r.errors.push({
                        path: p + '/AccountType',
                        code: vAccountType === null ? 'nullable' : 'type',
                        message: expected('a string', vAccountType),
                    });
                }
                else if (!ACCOUNT_ACCOUNT_TYPE_VALUES.has(vAccountType))
                    r.errors.push({
                        path: p + '/AccountType',
                        code: 'enum',
                        message: expectedOneOf([
                            'Bank',
                            'Other Current Asset',
                            'Fixed Asset',
                            'Other Asset',
                            'Accounts Receivable',
                            'Equity',
                            'Expense',
                            'Other Expense',
                            'Cost of Goods Sold',
                            'Accounts Payable',
                            'Credit Card',
                            'Long Term Liability',
                            'Other Current Liability',
                            'Income',
                            'Other Income',
                        ], vAccountType),
                    });
            }
            const vAccountSubType = o.AccountSubType;
            if (vAccountSubType !== undefined) {
                if (typeof vAccountSubType !== 'string') {
                    r.errors.push({
                        path: p + '/AccountSubType',
                        code: vAccountSubType === null ? 'nullable' : 'type',
                        message: expected('a string', vAccountSubType),
                    });
                }
            }
            const vClassification = o.Classification;
            if (vClassification !== undefined) {
                if (typeof vClassification !== 'string') {
                    r.errors.push({
                        path: p + '/Classification',
                        code: vClassification === null ? 'nullable' : 'type',
                        message: expected('a string', vClassification),
                    });
                }
                else if (!(vClassification === 'Asset' ||
                    vClassification === 'Equity' ||
                    vClassification === 'Expense' ||
                    vClassification === 'Liability' ||
                    vClassification === 'Revenue'))
                    r.errors.push({
                        path: p + '/Classification',
                        code: 'enum',
                        message: expectedOneOf(['Asset', 'Equity', 'Expense', 'Liability', 'Revenue'], vClassification),
                    });
            }
            const vDescription = o.Description;
            if (vDescription !== undefined) {
                if (typeof vDescription !== 'string') {
                    r.errors.push({
                        path: p + '/Description',
                        code: vDescription === null ? 'nullable' : 'type',
                        message: expected('a string', vDescription),
                    });
                }
                else if (codePointLength(vDescription) > 100)
                    r.errors.push({
                        path: p + '/Description',
                        code: 'maxLength',
                        message: expected('at most 100 characters', vDescription),
                    });
            }
            const vAcctNum = o.AcctNum;
            if (vAcctNum !== undefined) {
                if (typeof vAcctNum !== 'string') {
                    r.errors.push({
                        path: p + '/AcctNum',
                        code: vAcctNum === null ? 'nullable' : 'type',
                        message: expected('a string', vAcctNum),
                    });
                }
                else if (codePointLength(vAcctNum) > 20)
                    r.errors.push({
                        path: p + '/AcctNum',
                        code: 'maxLength',
                        message: expected('at most 20 characters', vAcctNum),
                    });
            }
            const vSubAccount = o.SubAccount;
            if (vSubAccount !== undefined) {
                if (typeof vSubAccount !== 'boolean') {
                    r.errors.push({
                        path: p + '/SubAccount',
                        code: vSubAccount === null ? 'nullable' : 'type',
                        message: expected('true or false', vSubAccount),
                    });
                }
            }
            const vParentRef = o.ParentRef;
            if (vParentRef !== undefined) {
                checkReferenceType(vParentRef, p + '/ParentRef', d + 1, r);
            }
            if (o.FullyQualifiedName !== undefined)
                r.dropped.push(p + '/FullyQualifiedName');
            const vActive = o.Active;
            if (vActive !== undefined) {
                if (typeof vActive !== 'boolean') {
                    r.errors.push({
                        path: p + '/Active',
                        code: vActive === null ? 'nullable' : 'type',
                        message: expected('true or false', vActive),
                    });
                }
            }
            const vCurrencyRef = o.CurrencyRef;
            if (vCurrencyRef !== undefined) {
                checkReferenceType(vCurrencyRef, p + '/CurrencyRef', d + 1, r);
            }
            const vTaxCodeRef = o.TaxCodeRef;
            if (vTaxCodeRef !== undefined) {
                checkReferenceType(vTaxCodeRef, p + '/TaxCodeRef', d + 1, r);
            }
            if (o.CurrentBalance !== undefined)
                r.dropped.push(p + '/CurrentBalance');
            if (o.CurrentBalanceWithSubAccounts !== undefined)
                r.dropped.push(p + '/CurrentBalanceWithSubAccounts');
        }
    }
}
/** Fast pass: is `v` a valid AccountBasedExpenseLine? */
function validAccountBasedExpenseLine(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vId = o.Id;
    if (vId !== undefined) {
        if (typeof vId !== 'string')
            return false;
    }
    const vLineNum = o.LineNum;
    if (vLineNum !== undefined) {
        if (!Number.isInteger(vLineNum))
            return false;
        if (vLineNum < 1)
            return false;
    }
    const vDescription = o.Description;
    if (vDescription !== undefined) {
        if (typeof vDescription !== 'string')
            return false;
        if (vDescription.length > 4000 && codePointLength(vDescription) > 4000)
            return false;
    }
    const vAmount = o.Amount;
    if (vAmount !== undefined) {
        if (!validMoney(vAmount, d + 1))
            return false;
    }
    const vDetailType = o.DetailType;
    if (vDetailType === undefined)
        return false;
    if (typeof vDetailType !== 'string')
        return false;
    if (!(vDetailType === 'AccountBasedExpenseLineDetail' ||
        vDetailType === 'ACCOUNT_BASED_EXPENSE_LINE_DETAIL'))
        return false;
    const vAccountBasedExpenseLineDetail = o.AccountBasedExpenseLineDetail;
    if (vAccountBasedExpenseLineDetail !== undefined) {
        if (!validAccountBasedExpenseLineDetail(vAccountBasedExpenseLineDetail, d + 1))
            return false;
    }
    const vLinkedTxn = o.LinkedTxn;
    if (vLinkedTxn !== undefined) {
        if (!Array.isArray(vLinkedTxn))
            return false;
        if (d + 1 >= MAX_DEPTH) {
            tooDeep = true;
            return false;
        }
        for (let i = 0; i < vLinkedTxn.length; i++) {
            const item = vLinkedTxn[i];
            if (!validLinkedTxn(item, d + 2))
                return false;
        }
    }
    const vProjectRef = o.ProjectRef;
    if (vProjectRef !== undefined) {
        if (!validReferenceType(vProjectRef, d + 1))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid AccountBasedExpenseLine, at pointer `p`. */
function checkAccountBasedExpenseLine(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vId = o.Id;
            if (vId !== undefined) {
                if (typeof vId !== 'string') {
                    r.errors.push({
                        path: p + '/Id',
                        code: vId === null ? 'nullable' : 'type',
                        message: expected('a string', vId),
                    });
                }
            }
            const vLineNum = o.LineNum;
            if (vLineNum !== undefined) {
                if (!Number.isInteger(vLineNum)) {
                    r.errors.push({
                        path: p + '/LineNum',
                        code: vLineNum === null ? 'nullable' : 'type',
                        message: expected('an integer', vLineNum),
                    });
                }
                else if (vLineNum < 1)
                    r.errors.push({
                        path: p + '/LineNum',
                        code: 'minimum',
                        message: expected('at least 1', vLineNum),
                    });
            }
            const vDescription = o.Description;
            if (vDescription !== undefined) {
                if (typeof vDescription !== 'string') {
                    r.errors.push({
                        path: p + '/Description',
                        code: vDescription === null ? 'nullable' : 'type',
                        message: expected('a string', vDescription),
                    });
                }
                else if (codePointLength(vDescription) > 4000)
                    r.errors.push({
                        path: p + '/Description',
                        code: 'maxLength',
                        message: expected('at most 4000 characters', vDescription),
                    });
            }
            const vAmount = o.Amount;
            if (vAmount !== undefined) {
                checkMoney(vAmount, p + '/Amount', d + 1, r);
            }
            const vDetailType = o.DetailType;
            if (vDetailType === undefined) {
                r.errors.push({
                    path: p + '/DetailType',
                    code: 'required',
                    message: missing('DetailType'),
                });
            }
            else {
                if (typeof vDetailType !== 'string') {
                    r.errors.push({
                        path: p + '/DetailType',
                        code: vDetailType === null ? 'nullable' : 'type',
                        message: expected('a string', vDetailType),
                    });
                }
                else if (!(vDetailType === 'AccountBasedExpenseLineDetail' ||
                    vDetailType === 'ACCOUNT_BASED_EXPENSE_LINE_DETAIL'))
                    r.errors.push({
                        path: p + '/DetailType',
                        code: 'enum',
                        message: expectedOneOf(['AccountBasedExpenseLineDetail', 'ACCOUNT_BASED_EXPENSE_LINE_DETAIL'], vDetailType),
                    });
            }
            const vAccountBasedExpenseLineDetail = o.AccountBasedExpenseLineDetail;
            if (vAccountBasedExpenseLineDetail !== undefined) {
                checkAccountBasedExpenseLineDetail(vAccountBasedExpenseLineDetail, p + '/AccountBasedExpenseLineDetail', d + 1, r);
            }
            const vLinkedTxn = o.LinkedTxn;
            if (vLinkedTxn !== undefined) {
                if (!Array.isArray(vLinkedTxn)) {
                    r.errors.push({
                        path: p + '/LinkedTxn',
                        code: vLinkedTxn === null ? 'nullable' : 'type',
                        message: expected('an array', vLinkedTxn),
                    });
                }
                else {
                    if (d + 1 >= MAX_DEPTH) {
                        r.errors.push({
                            path: p + '/LinkedTxn',
                            code: 'depth',
                            message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
                        });
                    }
                    else if (r.errors.length < ERROR_LIMIT) {
                        for (let i = 0; i < vLinkedTxn.length; i++) {
                            const item = vLinkedTxn[i];
                            checkLinkedTxn(item, p + '/LinkedTxn' + '/' + i, d + 2, r);
                        }
                    }
                }
            }
            const vProjectRef = o.ProjectRef;
            if (vProjectRef !== undefined) {
                checkReferenceType(vProjectRef, p + '/ProjectRef', d + 1, r);
            }
        }
    }
}
/** Fast pass: is `v` a valid AccountBasedExpenseLineDetail? */
function validAccountBasedExpenseLineDetail(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vAccountRef = o.AccountRef;
    if (vAccountRef !== undefined) {
        if (!validReferenceType(vAccountRef, d + 1))
            return false;
    }
    const vBillableStatus = o.BillableStatus;
    if (vBillableStatus !== undefined) {
        if (!validBillableStatus(vBillableStatus, d + 1))
            return false;
    }
    const vCustomerRef = o.CustomerRef;
    if (vCustomerRef !== undefined) {
        if (!validReferenceType(vCustomerRef, d + 1))
            return false;
    }
    const vClassRef = o.ClassRef;
    if (vClassRef !== undefined) {
        if (!validReferenceType(vClassRef, d + 1))
            return false;
    }
    const vTaxCodeRef = o.TaxCodeRef;
    if (vTaxCodeRef !== undefined) {
        if (!validReferenceType(vTaxCodeRef, d + 1))
            return false;
    }
    const vTaxAmount = o.TaxAmount;
    if (vTaxAmount !== undefined) {
        if (!validMoney(vTaxAmount, d + 1))
            return false;
    }
    const vTaxInclusiveAmt = o.TaxInclusiveAmt;
    if (vTaxInclusiveAmt !== undefined) {
        if (!validMoney(vTaxInclusiveAmt, d + 1))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid AccountBasedExpenseLineDetail, at pointer `p`. */
function checkAccountBasedExpenseLineDetail(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vAccountRef = o.AccountRef;
            if (vAccountRef !== undefined) {
                checkReferenceType(vAccountRef, p + '/AccountRef', d + 1, r);
            }
            const vBillableStatus = o.BillableStatus;
            if (vBillableStatus !== undefined) {
                checkBillableStatus(vBillableStatus, p + '/BillableStatus', d + 1, r);
            }
            const vCustomerRef = o.CustomerRef;
            if (vCustomerRef !== undefined) {
                checkReferenceType(vCustomerRef, p + '/CustomerRef', d + 1, r);
            }
            const vClassRef = o.ClassRef;
            if (vClassRef !== undefined) {
                checkReferenceType(vClassRef, p + '/ClassRef', d + 1, r);
            }
            const vTaxCodeRef = o.TaxCodeRef;
            if (vTaxCodeRef !== undefined) {
                checkReferenceType(vTaxCodeRef, p + '/TaxCodeRef', d + 1, r);
            }
            const vTaxAmount = o.TaxAmount;
            if (vTaxAmount !== undefined) {
                checkMoney(vTaxAmount, p + '/TaxAmount', d + 1, r);
            }
            const vTaxInclusiveAmt = o.TaxInclusiveAmt;
            if (vTaxInclusiveAmt !== undefined) {
                checkMoney(vTaxInclusiveAmt, p + '/TaxInclusiveAmt', d + 1, r);
            }
        }
    }
}
/** Fast pass: is `v` a valid AccountResponse? */
function validAccountResponse(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vAccount = o.Account;
    if (vAccount === undefined)
        return false;
    if (!validAccount(vAccount, d + 1))
        return false;
    const vTime = o.time;
    if (vTime !== undefined) {
        if (!validDateTime(vTime, d + 1))
            return false;
    }
    for (const key in o) {
        if (!(key === 'Account' || key === 'time'))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid AccountResponse, at pointer `p`. */
function checkAccountResponse(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vAccount = o.Account;
            if (vAccount === undefined) {
                r.errors.push({ path: p + '/Account', code: 'required', message: missing('Account') });
            }
            else {
                checkAccount(vAccount, p + '/Account', d + 1, r);
            }
            const vTime = o.time;
            if (vTime !== undefined) {
                checkDateTime(vTime, p + '/time', d + 1, r);
            }
            for (const key in o) {
                if (!(key === 'Account' || key === 'time'))
                    r.errors.push({
                        path: p + '/' + escapePointer(key),
                        code: 'additionalProperties',
                        message: `unexpected property '${key}'`,
                    });
            }
        }
    }
}
/** Fast pass: is `v` a valid AccountUpdate? */
function validAccountUpdate(v, d) {
    if (!validAccount(v, d))
        return false;
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vId = o.Id;
    if (vId === undefined)
        return false;
    if (typeof vId !== 'string')
        return false;
    const vSyncToken = o.SyncToken;
    if (vSyncToken === undefined)
        return false;
    if (typeof vSyncToken !== 'string')
        return false;
    return true;
}
/** Collecting pass: every problem of `v` as a valid AccountUpdate, at pointer `p`. */
function checkAccountUpdate(v, p, d, r) {
    checkAccount(v, p, d, r);
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vId = o.Id;
            if (vId === undefined) {
                r.errors.push({ path: p + '/Id', code: 'required', message: missing('Id') });
            }
            else {
                if (typeof vId !== 'string') {
                    r.errors.push({
                        path: p + '/Id',
                        code: vId === null ? 'nullable' : 'type',
                        message: expected('a string', vId),
                    });
                }
            }
            const vSyncToken = o.SyncToken;
            if (vSyncToken === undefined) {
                r.errors.push({ path: p + '/SyncToken', code: 'required', message: missing('SyncToken') });
            }
            else {
                if (typeof vSyncToken !== 'string') {
                    r.errors.push({
                        path: p + '/SyncToken',
                        code: vSyncToken === null ? 'nullable' : 'type',
                        message: expected('a string', vSyncToken),
                    });
                }
            }
        }
    }
}
/** Fast pass: is `v` a valid AccountUpdateWrite (request shape)? */
function validAccountUpdateWrite(v, d) {
    if (!validAccountWrite(v, d))
        return false;
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vId = o.Id;
    if (vId === undefined)
        return false;
    if (typeof vId !== 'string')
        return false;
    const vSyncToken = o.SyncToken;
    if (vSyncToken === undefined)
        return false;
    if (typeof vSyncToken !== 'string')
        return false;
    return true;
}
/** Collecting pass: every problem of `v` as a valid AccountUpdateWrite (request shape), at pointer `p`. */
function checkAccountUpdateWrite(v, p, d, r) {
    checkAccountWrite(v, p, d, r);
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vId = o.Id;
            if (vId === undefined) {
                r.errors.push({ path: p + '/Id', code: 'required', message: missing('Id') });
            }
            else {
                if (typeof vId !== 'string') {
                    r.errors.push({
                        path: p + '/Id',
                        code: vId === null ? 'nullable' : 'type',
                        message: expected('a string', vId),
                    });
                }
            }
            const vSyncToken = o.SyncToken;
            if (vSyncToken === undefined) {
                r.errors.push({ path: p + '/SyncToken', code: 'required', message: missing('SyncToken') });
            }
            else {
                if (typeof vSyncToken !== 'string') {
                    r.errors.push({
                        path: p + '/SyncToken',
                        code: vSyncToken === null ? 'nullable' : 'type',
                        message: expected('a string', vSyncToken),
                    });
                }
            }
        }
    }
}
/** Fast pass: is `v` a valid BatchItemRequest? */
function validBatchItemRequest(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vBId = o.bId;
    if (vBId === undefined)
        return false;
    if (typeof vBId !== 'string')
        return false;
    const vOperation = o.operation;
    if (vOperation !== undefined) {
        if (typeof vOperation !== 'string')
            return false;
        if (!(vOperation === 'create' || vOperation === 'update' || vOperation === 'delete'))
            return false;
    }
    const vQuery = o.Query;
    if (vQuery !== undefined) {
        if (typeof vQuery !== 'string')
            return false;
    }
    const vOptionsData = o.optionsData;
    if (vOptionsData !== undefined) {
        if (typeof vOptionsData !== 'string')
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid BatchItemRequest, at pointer `p`. */
function checkBatchItemRequest(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vBId = o.bId;
            if (vBId === undefined) {
                r.errors.push({ path: p + '/bId', code: 'required', message: missing('bId') });
            }
            else {
                if (typeof vBId !== 'string') {
                    r.errors.push({
                        path: p + '/bId',
                        code: vBId === null ? 'nullable' : 'type',
                        message: expected('a string', vBId),
                    });
                }
            }
            const vOperation = o.operation;
            if (vOperation !== undefined) {
                if (typeof vOperation !== 'string') {
                    r.errors.push({
                        path: p + '/operation',
                        code: vOperation === null ? 'nullable' : 'type',
                        message: expected('a string', vOperation),
                    });
                }
                else if (!(vOperation === 'create' || vOperation === 'update' || vOperation === 'delete'))
                    r.errors.push({
                        path: p + '/operation',
                        code: 'enum',
                        message: expectedOneOf(['create', 'update', 'delete'], vOperation),
                    });
            }
            const vQuery = o.Query;
            if (vQuery !== undefined) {
                if (typeof vQuery !== 'string') {
                    r.errors.push({
                        path: p + '/Query',
                        code: vQuery === null ? 'nullable' : 'type',
                        message: expected('a string', vQuery),
                    });
                }
            }
            const vOptionsData = o.optionsData;
            if (vOptionsData !== undefined) {
                if (typeof vOptionsData !== 'string') {
                    r.errors.push({
                        path: p + '/optionsData',
                        code: vOptionsData === null ? 'nullable' : 'type',
                        message: expected('a string', vOptionsData),
                    });
                }
            }
        }
    }
}
/** Fast pass: is `v` a valid BatchItemResponse? */
function validBatchItemResponse(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vBId = o.bId;
    if (vBId === undefined)
        return false;
    if (typeof vBId !== 'string')
        return false;
    const vFault = o.Fault;
    if (vFault !== undefined) {
        if (!validFaultInfo(vFault, d + 1))
            return false;
    }
    const vQueryResponse = o.QueryResponse;
    if (vQueryResponse !== undefined) {
        if (!validQueryResult(vQueryResponse, d + 1))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid BatchItemResponse, at pointer `p`. */
function checkBatchItemResponse(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vBId = o.bId;
            if (vBId === undefined) {
                r.errors.push({ path: p + '/bId', code: 'required', message: missing('bId') });
            }
            else {
                if (typeof vBId !== 'string') {
                    r.errors.push({
                        path: p + '/bId',
                        code: vBId === null ? 'nullable' : 'type',
                        message: expected('a string', vBId),
                    });
                }
            }
            const vFault = o.Fault;
            if (vFault !== undefined) {
                checkFaultInfo(vFault, p + '/Fault', d + 1, r);
            }
            const vQueryResponse = o.QueryResponse;
            if (vQueryResponse !== undefined) {
                checkQueryResult(vQueryResponse, p + '/QueryResponse', d + 1, r);
            }
        }
    }
}
/** Fast pass: is `v` a valid BatchRequest? */
function validBatchRequest(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vBatchItemRequest = o.BatchItemRequest;
    if (vBatchItemRequest === undefined)
        return false;
    if (!Array.isArray(vBatchItemRequest))
        return false;
    if (d + 1 >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    if (vBatchItemRequest.length < 1)
        return false;
    if (vBatchItemRequest.length > 30)
        return false;
    for (let i = 0; i < vBatchItemRequest.length; i++) {
        const item = vBatchItemRequest[i];
        if (!validBatchItemRequest(item, d + 2))
            return false;
    }
    for (const key in o) {
        if (!(key === 'BatchItemRequest'))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid BatchRequest, at pointer `p`. */
function checkBatchRequest(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vBatchItemRequest = o.BatchItemRequest;
            if (vBatchItemRequest === undefined) {
                r.errors.push({
                    path: p + '/BatchItemRequest',
                    code: 'required',
                    message: missing('BatchItemRequest'),
                });
            }
            else {
                if (!Array.isArray(vBatchItemRequest)) {
                    r.errors.push({
                        path: p + '/BatchItemRequest',
                        code: vBatchItemRequest === null ? 'nullable' : 'type',
                        message: expected('an array', vBatchItemRequest),
                    });
                }
                else {
                    if (d + 1 >= MAX_DEPTH) {
                        r.errors.push({
                            path: p + '/BatchItemRequest',
                            code: 'depth',
                            message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
                        });
                    }
                    else if (r.errors.length < ERROR_LIMIT) {
                        if (vBatchItemRequest.length < 1)
                            r.errors.push({
                                path: p + '/BatchItemRequest',
                                code: 'minItems',
                                message: expected('at least 1 item', vBatchItemRequest),
                            });
                        if (vBatchItemRequest.length > 30)
                            r.errors.push({
                                path: p + '/BatchItemRequest',
                                code: 'maxItems',
                                message: expected('at most 30 items', vBatchItemRequest),
                            });
                        for (let i = 0; i < vBatchItemRequest.length; i++) {
                            const item = vBatchItemRequest[i];
                            checkBatchItemRequest(item, p + '/BatchItemRequest' + '/' + i, d + 2, r);
                        }
                    }
                }
            }
            for (const key in o) {
                if (!(key === 'BatchItemRequest'))
                    r.errors.push({
                        path: p + '/' + escapePointer(key),
                        code: 'additionalProperties',
                        message: `unexpected property '${key}'`,
                    });
            }
        }
    }
}
/** Fast pass: is `v` a valid BatchResponse? */
function validBatchResponse(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vBatchItemResponse = o.BatchItemResponse;
    if (vBatchItemResponse === undefined)
        return false;
    if (!Array.isArray(vBatchItemResponse))
        return false;
    if (d + 1 >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    for (let i = 0; i < vBatchItemResponse.length; i++) {
        const item = vBatchItemResponse[i];
        if (!validBatchItemResponse(item, d + 2))
            return false;
    }
    const vTime = o.time;
    if (vTime !== undefined) {
        if (!validDateTime(vTime, d + 1))
            return false;
    }
    for (const key in o) {
        if (!(key === 'BatchItemResponse' || key === 'time'))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid BatchResponse, at pointer `p`. */
function checkBatchResponse(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vBatchItemResponse = o.BatchItemResponse;
            if (vBatchItemResponse === undefined) {
                r.errors.push({
                    path: p + '/BatchItemResponse',
                    code: 'required',
                    message: missing('BatchItemResponse'),
                });
            }
            else {
                if (!Array.isArray(vBatchItemResponse)) {
                    r.errors.push({
                        path: p + '/BatchItemResponse',
                        code: vBatchItemResponse === null ? 'nullable' : 'type',
                        message: expected('an array', vBatchItemResponse),
                    });
                }
                else {
                    if (d + 1 >= MAX_DEPTH) {
                        r.errors.push({
                            path: p + '/BatchItemResponse',
                            code: 'depth',
                            message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
                        });
                    }
                    else if (r.errors.length < ERROR_LIMIT) {
                        for (let i = 0; i < vBatchItemResponse.length; i++) {
                            const item = vBatchItemResponse[i];
                            checkBatchItemResponse(item, p + '/BatchItemResponse' + '/' + i, d + 2, r);
                        }
                    }
                }
            }
            const vTime = o.time;
            if (vTime !== undefined) {
                checkDateTime(vTime, p + '/time', d + 1, r);
            }
            for (const key in o) {
                if (!(key === 'BatchItemResponse' || key === 'time'))
                    r.errors.push({
                        path: p + '/' + escapePointer(key),
                        code: 'additionalProperties',
                        message: `unexpected property '${key}'`,
                    });
            }
        }
    }
}
/** Fast pass: is `v` a valid Bill? */
function validBill(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vId = o.Id;
    if (vId !== undefined) {
        if (typeof vId !== 'string')
            return false;
    }
    const vSyncToken = o.SyncToken;
    if (vSyncToken !== undefined) {
        if (typeof vSyncToken !== 'string')
            return false;
    }
    const vMetaData = o.MetaData;
    if (vMetaData !== undefined) {
        if (!validMetaData(vMetaData, d + 1))
            return false;
    }
    const vDomain = o.domain;
    if (vDomain !== undefined) {
        if (typeof vDomain !== 'string')
            return false;
    }
    const vStatus = o.status;
    if (vStatus !== undefined) {
        if (typeof vStatus !== 'string')
            return false;
    }
    const vSparse = o.sparse;
    if (vSparse !== undefined) {
        if (typeof vSparse !== 'boolean')
            return false;
    }
    const vVendorRef = o.VendorRef;
    if (vVendorRef !== undefined) {
        if (!validReferenceType(vVendorRef, d + 1))
            return false;
    }
    const vLine = o.Line;
    if (vLine !== undefined) {
        if (!Array.isArray(vLine))
            return false;
        if (d + 1 >= MAX_DEPTH) {
            tooDeep = true;
            return false;
        }
        for (let i = 0; i < vLine.length; i++) {
            const item = vLine[i];
            if (!validLine(item, d + 2))
                return false;
        }
    }
    const vAPAccountRef = o.APAccountRef;
    if (vAPAccountRef !== undefined) {
        if (!validReferenceType(vAPAccountRef, d + 1))
            return false;
    }
    const vDocNumber = o.DocNumber;
    if (vDocNumber !== undefined) {
        if (typeof vDocNumber !== 'string')
            return false;
        if (vDocNumber.length > 21 && codePointLength(vDocNumber) > 21)
            return false;
    }
    const vTxnDate = o.TxnDate;
    if (vTxnDate !== undefined) {
        if (!validCalendarDate(vTxnDate, d + 1))
            return false;
    }
    const vDueDate = o.DueDate;
    if (vDueDate !== undefined) {
        if (!validCalendarDate(vDueDate, d + 1))
            return false;
    }
    const vSalesTermRef = o.SalesTermRef;
    if (vSalesTermRef !== undefined) {
        if (!validReferenceType(vSalesTermRef, d + 1))
            return false;
    }
    const vCurrencyRef = o.CurrencyRef;
    if (vCurrencyRef !== undefined) {
        if (!validReferenceType(vCurrencyRef, d + 1))
            return false;
    }
    const vExchangeRate = o.ExchangeRate;
    if (vExchangeRate !== undefined) {
        if (typeof vExchangeRate !== 'number' || !Number.isFinite(vExchangeRate))
            return false;
    }
    const vDepartmentRef = o.DepartmentRef;
    if (vDepartmentRef !== undefined) {
        if (!validReferenceType(vDepartmentRef, d + 1))
            return false;
    }
    const vPrivateNote = o.PrivateNote;
    if (vPrivateNote !== undefined) {
        if (typeof vPrivateNote !== 'string')
            return false;
        if (vPrivateNote.length > 4000 && codePointLength(vPrivateNote) > 4000)
            return false;
    }
    const vTxnTaxDetail = o.TxnTaxDetail;
    if (vTxnTaxDetail !== undefined) {
        if (!validTxnTaxDetail(vTxnTaxDetail, d + 1))
            return false;
    }
    const vGlobalTaxCalculation = o.GlobalTaxCalculation;
    if (vGlobalTaxCalculation !== undefined) {
        if (!validGlobalTaxCalculation(vGlobalTaxCalculation, d + 1))
            return false;
    }
    const vVendorAddr = o.VendorAddr;
    if (vVendorAddr !== undefined) {
        if (!validPhysicalAddress(vVendorAddr, d + 1))
            return false;
    }
    const vRemitToAddr = o.RemitToAddr;
    if (vRemitToAddr !== undefined) {
        if (!validPhysicalAddress(vRemitToAddr, d + 1))
            return false;
    }
    const vLinkedTxn = o.LinkedTxn;
    if (vLinkedTxn !== undefined) {
        if (!Array.isArray(vLinkedTxn))
            return false;
        if (d + 1 >= MAX_DEPTH) {
            tooDeep = true;
            return false;
        }
        for (let i2 = 0; i2 < vLinkedTxn.length; i2++) {
            const item2 = vLinkedTxn[i2];
            if (!validLinkedTxn(item2, d + 2))
                return false;
        }
    }
    const vTotalAmt = o.TotalAmt;
    if (vTotalAmt !== undefined) {
        if (!validMoney(vTotalAmt, d + 1))
            return false;
    }
    const vBalance = o.Balance;
    if (vBalance !== undefined) {
        if (!validMoney(vBalance, d + 1))
            return false;
    }
    const vHomeBalance = o.HomeBalance;
    if (vHomeBalance !== undefined) {
        if (!validMoney(vHomeBalance, d + 1))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid Bill, at pointer `p`. */
function checkBill(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vId = o.Id;
            if (vId !== undefined) {
                if (typeof vId !== 'string') {
                    r.errors.push({
                        path: p + '/Id',
                        code: vId === null ? 'nullable' : 'type',
                        message: expected('a string', vId),
                    });
                }
            }
            const vSyncToken = o.SyncToken;
            if (vSyncToken !== undefined) {
                if (typeof vSyncToken !== 'string') {
                    r.errors.push({
                        path: p + '/SyncToken',
                        code: vSyncToken === null ? 'nullable' : 'type',
                        message: expected('a string', vSyncToken),
                    });
                }
            }
            const vMetaData = o.MetaData;
            if (vMetaData !== undefined) {
                checkMetaData(vMetaData, p + '/MetaData', d + 1, r);
            }
            const vDomain = o.domain;
            if (vDomain !== undefined) {
                if (typeof vDomain !== 'string') {
                    r.errors.push({
                        path: p + '/domain',
                        code: vDomain === null ? 'nullable' : 'type',
                        message: expected('a string', vDomain),
                    });
                }
            }
            const vStatus = o.status;
            if (vStatus !== undefined) {
                if (typeof vStatus !== 'string') {
                    r.errors.push({
                        path: p + '/status',
                        code: vStatus === null ? 'nullable' : 'type',
                        message: expected('a string', vStatus),
                    });
                }
            }
            const vSparse = o.sparse;
            if (vSparse !== undefined) {
                if (typeof vSparse !== 'boolean') {
                    r.errors.push({
                        path: p + '/sparse',
                        code: vSparse === null ? 'nullable' : 'type',
                        message: expected('true or false', vSparse),
                    });
                }
            }
            const vVendorRef = o.VendorRef;
            if (vVendorRef !== undefined) {
                checkReferenceType(vVendorRef, p + '/VendorRef', d + 1, r);
            }
            const vLine = o.Line;
            if (vLine !== undefined) {
                if (!Array.isArray(vLine)) {
                    r.errors.push({
                        path: p + '/Line',
                        code: vLine === null ? 'nullable' : 'type',
                        message: expected('an array', vLine),
                    });
                }
                else {
                    if (d + 1 >= MAX_DEPTH) {
                        r.errors.push({
                            path: p + '/Line',
                            code: 'depth',
                            message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
                        });
                    }
                    else if (r.errors.length < ERROR_LIMIT) {
                        for (let i = 0; i < vLine.length; i++) {
                            const item = vLine[i];
                            checkLine(item, p + '/Line' + '/' + i, d + 2, r);
                        }
                    }
                }
            }
            const vAPAccountRef = o.APAccountRef;
            if (vAPAccountRef !== undefined) {
                checkReferenceType(vAPAccountRef, p + '/APAccountRef', d + 1, r);
            }
            const vDocNumber = o.DocNumber;
            if (vDocNumber !== undefined) {
                if (typeof vDocNumber !== 'string') {
                    r.errors.push({
                        path: p + '/DocNumber',
                        code: vDocNumber === null ? 'nullable' : 'type',
                        message: expected('a string', vDocNumber),
                    });
                }
                else if (codePointLength(vDocNumber) > 21)
                    r.errors.push({
                        path: p + '/DocNumber',
                        code: 'maxLength',
                        message: expected('at most 21 characters', vDocNumber),
                    });
            }
            const vTxnDate = o.TxnDate;
            if (vTxnDate !== undefined) {
                checkCalendarDate(vTxnDate, p + '/TxnDate', d + 1, r);
            }
            const vDueDate = o.DueDate;
            if (vDueDate !== undefined) {
                checkCalendarDate(vDueDate, p + '/DueDate', d + 1, r);
            }
            const vSalesTermRef = o.SalesTermRef;
            if (vSalesTermRef !== undefined) {
                checkReferenceType(vSalesTermRef, p + '/SalesTermRef', d + 1, r);
            }
            const vCurrencyRef = o.CurrencyRef;
            if (vCurrencyRef !== undefined) {
                checkReferenceType(vCurrencyRef, p + '/CurrencyRef', d + 1, r);
            }
            const vExchangeRate = o.ExchangeRate;
            if (vExchangeRate !== undefined) {
                if (typeof vExchangeRate !== 'number' || !Number.isFinite(vExchangeRate)) {
                    r.errors.push({
                        path: p + '/ExchangeRate',
                        code: vExchangeRate === null ? 'nullable' : 'type',
                        message: expected('a number', vExchangeRate),
                    });
                }
            }
            const vDepartmentRef = o.DepartmentRef;
            if (vDepartmentRef !== undefined) {
                checkReferenceType(vDepartmentRef, p + '/DepartmentRef', d + 1, r);
            }
            const vPrivateNote = o.PrivateNote;
            if (vPrivateNote !== undefined) {
                if (typeof vPrivateNote !== 'string') {
                    r.errors.push({
                        path: p + '/PrivateNote',
                        code: vPrivateNote === null ? 'nullable' : 'type',
                        message: expected('a string', vPrivateNote),
                    });
                }
                else if (codePointLength(vPrivateNote) > 4000)
                    r.errors.push({
                        path: p + '/PrivateNote',
                        code: 'maxLength',
                        message: expected('at most 4000 characters', vPrivateNote),
                    });
            }
            const vTxnTaxDetail = o.TxnTaxDetail;
            if (vTxnTaxDetail !== undefined) {
                checkTxnTaxDetail(vTxnTaxDetail, p + '/TxnTaxDetail', d + 1, r);
            }
            const vGlobalTaxCalculation = o.GlobalTaxCalculation;
            if (vGlobalTaxCalculation !== undefined) {
                checkGlobalTaxCalculation(vGlobalTaxCalculation, p + '/GlobalTaxCalculation', d + 1, r);
            }
            const vVendorAddr = o.VendorAddr;
            if (vVendorAddr !== undefined) {
                checkPhysicalAddress(vVendorAddr, p + '/VendorAddr', d + 1, r);
            }
            const vRemitToAddr = o.RemitToAddr;
            if (vRemitToAddr !== undefined) {
                checkPhysicalAddress(vRemitToAddr, p + '/RemitToAddr', d + 1, r);
            }
            const vLinkedTxn = o.LinkedTxn;
            if (vLinkedTxn !== undefined) {
                if (!Array.isArray(vLinkedTxn)) {
                    r.errors.push({
                        path: p + '/LinkedTxn',
                        code: vLinkedTxn === null ? 'nullable' : 'type',
                        message: expected('an array', vLinkedTxn),
                    });
                }
                else {
                    if (d + 1 >= MAX_DEPTH) {
                        r.errors.push({
                            path: p + '/LinkedTxn',
                            code: 'depth',
                            message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
                        });
                    }
                    else if (r.errors.length < ERROR_LIMIT) {
                        for (let i2 = 0; i2 < vLinkedTxn.length; i2++) {
                            const item2 = vLinkedTxn[i2];
                            checkLinkedTxn(item2, p + '/LinkedTxn' + '/' + i2, d + 2, r);
                        }
                    }
                }
            }
            const vTotalAmt = o.TotalAmt;
            if (vTotalAmt !== undefined) {
                checkMoney(vTotalAmt, p + '/TotalAmt', d + 1, r);
            }
            const vBalance = o.Balance;
            if (vBalance !== undefined) {
                checkMoney(vBalance, p + '/Balance', d + 1, r);
            }
            const vHomeBalance = o.HomeBalance;
            if (vHomeBalance !== undefined) {
                checkMoney(vHomeBalance, p + '/HomeBalance', d + 1, r);
            }
        }
    }
}
/** Fast pass: is `v` a valid BillWrite (request shape)? */
function validBillWrite(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    if (o.Id !== undefined)
        droppedSeen = true;
    if (o.SyncToken !== undefined)
        droppedSeen = true;
    if (o.MetaData !== undefined)
        droppedSeen = true;
    if (o.domain !== undefined)
        droppedSeen = true;
    if (o.status !== undefined)
        droppedSeen = true;
    const vSparse = o.sparse;
    if (vSparse !== undefined) {
        if (typeof vSparse !== 'boolean')
            return false;
    }
    const vVendorRef = o.VendorRef;
    if (vVendorRef !== undefined) {
        if (!validReferenceType(vVendorRef, d + 1))
            return false;
    }
    const vLine = o.Line;
    if (vLine !== undefined) {
        if (!Array.isArray(vLine))
            return false;
        if (d + 1 >= MAX_DEPTH) {
            tooDeep = true;
            return false;
        }
        for (let i = 0; i < vLine.length; i++) {
            const item = vLine[i];
            if (!validLine(item, d + 2))
                return false;
        }
    }
    const vAPAccountRef = o.APAccountRef;
    if (vAPAccountRef !== undefined) {
        if (!validReferenceType(vAPAccountRef, d + 1))
            return false;
    }
    const vDocNumber = o.DocNumber;
    if (vDocNumber !== undefined) {
        if (typeof vDocNumber !== 'string')
            return false;
        if (vDocNumber.length > 21 && codePointLength(vDocNumber) > 21)
            return false;
    }
    const vTxnDate = o.TxnDate;
    if (vTxnDate !== undefined) {
        if (!validCalendarDate(vTxnDate, d + 1))
            return false;
    }
    const vDueDate = o.DueDate;
    if (vDueDate !== undefined) {
        if (!validCalendarDate(vDueDate, d + 1))
            return false;
    }
    const vSalesTermRef = o.SalesTermRef;
    if (vSalesTermRef !== undefined) {
        if (!validReferenceType(vSalesTermRef, d + 1))
            return false;
    }
    const vCurrencyRef = o.CurrencyRef;
    if (vCurrencyRef !== undefined) {
        if (!validReferenceType(vCurrencyRef, d + 1))
            return false;
    }
    const vExchangeRate = o.ExchangeRate;
    if (vExchangeRate !== undefined) {
        if (typeof vExchangeRate !== 'number' || !Number.isFinite(vExchangeRate))
            return false;
    }
    const vDepartmentRef = o.DepartmentRef;
    if (vDepartmentRef !== undefined) {
        if (!validReferenceType(vDepartmentRef, d + 1))
            return false;
    }
    const vPrivateNote = o.PrivateNote;
    if (vPrivateNote !== undefined) {
        if (typeof vPrivateNote !== 'string')
            return false;
        if (vPrivateNote.length > 4000 && codePointLength(vPrivateNote) > 4000)
            return false;
    }
    const vTxnTaxDetail = o.TxnTaxDetail;
    if (vTxnTaxDetail !== undefined) {
        if (!validTxnTaxDetail(vTxnTaxDetail, d + 1))
            return false;
    }
    const vGlobalTaxCalculation = o.GlobalTaxCalculation;
    if (vGlobalTaxCalculation !== undefined) {
        if (!validGlobalTaxCalculation(vGlobalTaxCalculation, d + 1))
            return false;
    }
    const vVendorAddr = o.VendorAddr;
    if (vVendorAddr !== undefined) {
        if (!validPhysicalAddressWrite(vVendorAddr, d + 1))
            return false;
    }
    const vRemitToAddr = o.RemitToAddr;
    if (vRemitToAddr !== undefined) {
        if (!validPhysicalAddressWrite(vRemitToAddr, d + 1))
            return false;
    }
    const vLinkedTxn = o.LinkedTxn;
    if (vLinkedTxn !== undefined) {
        if (!Array.isArray(vLinkedTxn))
            return false;
        if (d + 1 >= MAX_DEPTH) {
            tooDeep = true;
            return false;
        }
        for (let i2 = 0; i2 < vLinkedTxn.length; i2++) {
            const item2 = vLinkedTxn[i2];
            if (!validLinkedTxn(item2, d + 2))
                return false;
        }
    }
    if (o.TotalAmt !== undefined)
        droppedSeen = true;
    if (o.Balance !== undefined)
        droppedSeen = true;
    if (o.HomeBalance !== undefined)
        droppedSeen = true;
    return true;
}
/** Collecting pass: every problem of `v` as a valid BillWrite (request shape), at pointer `p`. */
function checkBillWrite(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            if (o.Id !== undefined)
                r.dropped.push(p + '/Id');
            if (o.SyncToken !== undefined)
                r.dropped.push(p + '/SyncToken');
            if (o.MetaData !== undefined)
                r.dropped.push(p + '/MetaData');
            if (o.domain !== undefined)
                r.dropped.push(p + '/domain');
            if (o.status !== undefined)
                r.dropped.push(p + '/status');
            const vSparse = o.sparse;
            if (vSparse !== undefined) {
                if (typeof vSparse !== 'boolean') {
                    r.errors.push({
                        path: p + '/sparse',
                        code: vSparse === null ? 'nullable' : 'type',
                        message: expected('true or false', vSparse),
                    });
                }
            }
            const vVendorRef = o.VendorRef;
            if (vVendorRef !== undefined) {
                checkReferenceType(vVendorRef, p + '/VendorRef', d + 1, r);
            }
            const vLine = o.Line;
            if (vLine !== undefined) {
                if (!Array.isArray(vLine)) {
                    r.errors.push({
                        path: p + '/Line',
                        code: vLine === null ? 'nullable' : 'type',
                        message: expected('an array', vLine),
                    });
                }
                else {
                    if (d + 1 >= MAX_DEPTH) {
                        r.errors.push({
                            path: p + '/Line',
                            code: 'depth',
                            message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
                        });
                    }
                    else if (r.errors.length < ERROR_LIMIT) {
                        for (let i = 0; i < vLine.length; i++) {
                            const item = vLine[i];
                            checkLine(item, p + '/Line' + '/' + i, d + 2, r);
                        }
                    }
                }
            }
            const vAPAccountRef = o.APAccountRef;
            if (vAPAccountRef !== undefined) {
                checkReferenceType(vAPAccountRef, p + '/APAccountRef', d + 1, r);
            }
            const vDocNumber = o.DocNumber;
            if (vDocNumber !== undefined) {
                if (typeof vDocNumber !== 'string') {
                    r.errors.push({
                        path: p + '/DocNumber',
                        code: vDocNumber === null ? 'nullable' : 'type',
                        message: expected('a string', vDocNumber),
                    });
                }
                else if (codePointLength(vDocNumber) > 21)
                    r.errors.push({
                        path: p + '/DocNumber',
                        code: 'maxLength',
                        message: expected('at most 21 characters', vDocNumber),
                    });
            }
            const vTxnDate = o.TxnDate;
            if (vTxnDate !== undefined) {
                checkCalendarDate(vTxnDate, p + '/TxnDate', d + 1, r);
            }
            const vDueDate = o.DueDate;
            if (vDueDate !== undefined) {
                checkCalendarDate(vDueDate, p + '/DueDate', d + 1, r);
            }
            const vSalesTermRef = o.SalesTermRef;
            if (vSalesTermRef !== undefined) {
                checkReferenceType(vSalesTermRef, p + '/SalesTermRef', d + 1, r);
            }
            const vCurrencyRef = o.CurrencyRef;
            if (vCurrencyRef !== undefined) {
                checkReferenceType(vCurrencyRef, p + '/CurrencyRef', d + 1, r);
            }
            const vExchangeRate = o.ExchangeRate;
            if (vExchangeRate !== undefined) {
                if (typeof vExchangeRate !== 'number' || !Number.isFinite(vExchangeRate)) {
                    r.errors.push({
                        path: p + '/ExchangeRate',
                        code: vExchangeRate === null ? 'nullable' : 'type',
                        message: expected('a number', vExchangeRate),
                    });
                }
            }
            const vDepartmentRef = o.DepartmentRef;
            if (vDepartmentRef !== undefined) {
                checkReferenceType(vDepartmentRef, p + '/DepartmentRef', d + 1, r);
            }
            const vPrivateNote = o.PrivateNote;
            if (vPrivateNote !== undefined) {
                if (typeof vPrivateNote !== 'string') {
                    r.errors.push({
                        path: p + '/PrivateNote',
                        code: vPrivateNote === null ? 'nullable' : 'type',
                        message: expected('a string', vPrivateNote),
                    });
                }
                else if (codePointLength(vPrivateNote) > 4000)
                    r.errors.push({
                        path: p + '/PrivateNote',
                        code: 'maxLength',
                        message: expected('at most 4000 characters', vPrivateNote),
                    });
            }
            const vTxnTaxDetail = o.TxnTaxDetail;
            if (vTxnTaxDetail !== undefined) {
                checkTxnTaxDetail(vTxnTaxDetail, p + '/TxnTaxDetail', d + 1, r);
            }
            const vGlobalTaxCalculation = o.GlobalTaxCalculation;
            if (vGlobalTaxCalculation !== undefined) {
                checkGlobalTaxCalculation(vGlobalTaxCalculation, p + '/GlobalTaxCalculation', d + 1, r);
            }
            const vVendorAddr = o.VendorAddr;
            if (vVendorAddr !== undefined) {
                checkPhysicalAddressWrite(vVendorAddr, p + '/VendorAddr', d + 1, r);
            }
            const vRemitToAddr = o.RemitToAddr;
            if (vRemitToAddr !== undefined) {
                checkPhysicalAddressWrite(vRemitToAddr, p + '/RemitToAddr', d + 1, r);
            }
            const vLinkedTxn = o.LinkedTxn;
            if (vLinkedTxn !== undefined) {
                if (!Array.isArray(vLinkedTxn)) {
                    r.errors.push({
                        path: p + '/LinkedTxn',
                        code: vLinkedTxn === null ? 'nullable' : 'type',
                        message: expected('an array', vLinkedTxn),
                    });
                }
                else {
                    if (d + 1 >= MAX_DEPTH) {
                        r.errors.push({
                            path: p + '/LinkedTxn',
                            code: 'depth',
                            message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
                        });
                    }
                    else if (r.errors.length < ERROR_LIMIT) {
                        for (let i2 = 0; i2 < vLinkedTxn.length; i2++) {
                            const item2 = vLinkedTxn[i2];
                            checkLinkedTxn(item2, p + '/LinkedTxn' + '/' + i2, d + 2, r);
                        }
                    }
                }
            }
            if (o.TotalAmt !== undefined)
                r.dropped.push(p + '/TotalAmt');
            if (o.Balance !== undefined)
                r.dropped.push(p + '/Balance');
            if (o.HomeBalance !== undefined)
                r.dropped.push(p + '/HomeBalance');
        }
    }
}
/** Fast pass: is `v` a valid BillDeleteResponse? */
function validBillDeleteResponse(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vBill = o.Bill;
    if (vBill === undefined)
        return false;
    if (!validDeletedEntity(vBill, d + 1))
        return false;
    const vTime = o.time;
    if (vTime !== undefined) {
        if (!validDateTime(vTime, d + 1))
            return false;
    }
    for (const key in o) {
        if (!(key === 'Bill' || key === 'time'))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid BillDeleteResponse, at pointer `p`. */
function checkBillDeleteResponse(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vBill = o.Bill;
            if (vBill === undefined) {
                r.errors.push({ path: p + '/Bill', code: 'required', message: missing('Bill') });
            }
            else {
                checkDeletedEntity(vBill, p + '/Bill', d + 1, r);
            }
            const vTime = o.time;
            if (vTime !== undefined) {
                checkDateTime(vTime, p + '/time', d + 1, r);
            }
            for (const key in o) {
                if (!(key === 'Bill' || key === 'time'))
                    r.errors.push({
                        path: p + '/' + escapePointer(key),
                        code: 'additionalProperties',
                        message: `unexpected property '${key}'`,
                    });
            }
        }
    }
}
/** Fast pass: is `v` a valid BillResponse? */
function validBillResponse(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vBill = o.Bill;
    if (vBill === undefined)
        return false;
    if (!validBill(vBill, d + 1))
        return false;
    const vTime = o.time;
    if (vTime !== undefined) {
        if (!validDateTime(vTime, d + 1))
            return false;
    }
    for (const key in o) {
        if (!(key === 'Bill' || key === 'time'))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid BillResponse, at pointer `p`. */
function checkBillResponse(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vBill = o.Bill;
            if (vBill === undefined) {
                r.errors.push({ path: p + '/Bill', code: 'required', message: missing('Bill') });
            }
            else {
                checkBill(vBill, p + '/Bill', d + 1, r);
            }
            const vTime = o.time;
            if (vTime !== undefined) {
                checkDateTime(vTime, p + '/time', d + 1, r);
            }
            for (const key in o) {
                if (!(key === 'Bill' || key === 'time'))
                    r.errors.push({
                        path: p + '/' + escapePointer(key),
                        code: 'additionalProperties',
                        message: `unexpected property '${key}'`,
                    });
            }
        }
    }
}
/** Fast pass: is `v` a valid BillUpdate? */
function validBillUpdate(v, d) {
    if (!validBill(v, d))
        return false;
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vId = o.Id;
    if (vId === undefined)
        return false;
    if (typeof vId !== 'string')
        return false;
    const vSyncToken = o.SyncToken;
    if (vSyncToken === undefined)
        return false;
    if (typeof vSyncToken !== 'string')
        return false;
    return true;
}
/** Collecting pass: every problem of `v` as a valid BillUpdate, at pointer `p`. */
function checkBillUpdate(v, p, d, r) {
    checkBill(v, p, d, r);
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vId = o.Id;
            if (vId === undefined) {
                r.errors.push({ path: p + '/Id', code: 'required', message: missing('Id') });
            }
            else {
                if (typeof vId !== 'string') {
                    r.errors.push({
                        path: p + '/Id',
                        code: vId === null ? 'nullable' : 'type',
                        message: expected('a string', vId),
                    });
                }
            }
            const vSyncToken = o.SyncToken;
            if (vSyncToken === undefined) {
                r.errors.push({ path: p + '/SyncToken', code: 'required', message: missing('SyncToken') });
            }
            else {
                if (typeof vSyncToken !== 'string') {
                    r.errors.push({
                        path: p + '/SyncToken',
                        code: vSyncToken === null ? 'nullable' : 'type',
                        message: expected('a string', vSyncToken),
                    });
                }
            }
        }
    }
}
/** Fast pass: is `v` a valid BillUpdateWrite (request shape)? */
function validBillUpdateWrite(v, d) {
    if (!validBillWrite(v, d))
        return false;
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vId = o.Id;
    if (vId === undefined)
        return false;
    if (typeof vId !== 'string')
        return false;
    const vSyncToken = o.SyncToken;
    if (vSyncToken === undefined)
        return false;
    if (typeof vSyncToken !== 'string')
        return false;
    return true;
}
/** Collecting pass: every problem of `v` as a valid BillUpdateWrite (request shape), at pointer `p`. */
function checkBillUpdateWrite(v, p, d, r) {
    checkBillWrite(v, p, d, r);
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vId = o.Id;
            if (vId === undefined) {
                r.errors.push({ path: p + '/Id', code: 'required', message: missing('Id') });
            }
            else {
                if (typeof vId !== 'string') {
                    r.errors.push({
                        path: p + '/Id',
                        code: vId === null ? 'nullable' : 'type',
                        message: expected('a string', vId),
                    });
                }
            }
            const vSyncToken = o.SyncToken;
            if (vSyncToken === undefined) {
                r.errors.push({ path: p + '/SyncToken', code: 'required', message: missing('SyncToken') });
            }
            else {
                if (typeof vSyncToken !== 'string') {
                    r.errors.push({
                        path: p + '/SyncToken',
                        code: vSyncToken === null ? 'nullable' : 'type',
                        message: expected('a string', vSyncToken),
                    });
                }
            }
        }
    }
}
/** Fast pass: is `v` a valid BillableStatus? */
function validBillableStatus(v, d) {
    if (typeof v !== 'string')
        return false;
    if (!(v === 'Billable' || v === 'NotBillable' || v === 'HasBeenBilled'))
        return false;
    return true;
}
/** Collecting pass: every problem of `v` as a valid BillableStatus, at pointer `p`. */
function checkBillableStatus(v, p, d, r) {
    if (typeof v !== 'string') {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('a string', v),
        });
    }
    else if (!(v === 'Billable' || v === 'NotBillable' || v === 'HasBeenBilled'))
        r.errors.push({
            path: p,
            code: 'enum',
            message: expectedOneOf(['Billable', 'NotBillable', 'HasBeenBilled'], v),
        });
}
/** Fast pass: is `v` a valid CalendarDate? */
function validCalendarDate(v, d) {
    if (typeof v !== 'string')
        return false;
    if (!isDate(v))
        return false;
    return true;
}
/** Collecting pass: every problem of `v` as a valid CalendarDate, at pointer `p`. */
function checkCalendarDate(v, p, d, r) {
    if (typeof v !== 'string') {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('a string', v),
        });
    }
    else if (!isDate(v))
        r.errors.push({ path: p, code: 'format', message: formatMessage('date', v) });
}
/** Fast pass: is `v` a valid CdcResponse? */
function validCdcResponse(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vCDCResponse = o.CDCResponse;
    if (vCDCResponse === undefined)
        return false;
    if (!Array.isArray(vCDCResponse))
        return false;
    if (d + 1 >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    for (let i = 0; i < vCDCResponse.length; i++) {
        const item = vCDCResponse[i];
        if (!validCdcResult(item, d + 2))
            return false;
    }
    const vTime = o.time;
    if (vTime !== undefined) {
        if (!validDateTime(vTime, d + 1))
            return false;
    }
    for (const key in o) {
        if (!(key === 'CDCResponse' || key === 'time'))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid CdcResponse, at pointer `p`. */
function checkCdcResponse(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vCDCResponse = o.CDCResponse;
            if (vCDCResponse === undefined) {
                r.errors.push({
                    path: p + '/CDCResponse',
                    code: 'required',
                    message: missing('CDCResponse'),
                });
            }
            else {
                if (!Array.isArray(vCDCResponse)) {
                    r.errors.push({
                        path: p + '/CDCResponse',
                        code: vCDCResponse === null ? 'nullable' : 'type',
                        message: expected('an array', vCDCResponse),
                    });
                }
                else {
                    if (d + 1 >= MAX_DEPTH) {
                        r.errors.push({
                            path: p + '/CDCResponse',
                            code: 'depth',
                            message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
                        });
                    }
                    else if (r.errors.length < ERROR_LIMIT) {
                        for (let i = 0; i < vCDCResponse.length; i++) {
                            const item = vCDCResponse[i];
                            checkCdcResult(item, p + '/CDCResponse' + '/' + i, d + 2, r);
                        }
                    }
                }
            }
            const vTime = o.time;
            if (vTime !== undefined) {
                checkDateTime(vTime, p + '/time', d + 1, r);
            }
            for (const key in o) {
                if (!(key === 'CDCResponse' || key === 'time'))
                    r.errors.push({
                        path: p + '/' + escapePointer(key),
                        code: 'additionalProperties',
                        message: `unexpected property '${key}'`,
                    });
            }
        }
    }
}
/** Fast pass: is `v` a valid CdcResult? */
function validCdcResult(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vQueryResponse = o.QueryResponse;
    if (vQueryResponse !== undefined) {
        if (!Array.isArray(vQueryResponse))
            return false;
        if (d + 1 >= MAX_DEPTH) {
            tooDeep = true;
            return false;
        }
        for (let i = 0; i < vQueryResponse.length; i++) {
            const item = vQueryResponse[i];
            if (!validQueryResult(item, d + 2))
                return false;
        }
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid CdcResult, at pointer `p`. */
function checkCdcResult(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vQueryResponse = o.QueryResponse;
            if (vQueryResponse !== undefined) {
                if (!Array.isArray(vQueryResponse)) {
                    r.errors.push({
                        path: p + '/QueryResponse',
                        code: vQueryResponse === null ? 'nullable' : 'type',
                        message: expected('an array', vQueryResponse),
                    });
                }
                else {
                    if (d + 1 >= MAX_DEPTH) {
                        r.errors.push({
                            path: p + '/QueryResponse',
                            code: 'depth',
                            message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
                        });
                    }
                    else if (r.errors.length < ERROR_LIMIT) {
                        for (let i = 0; i < vQueryResponse.length; i++) {
                            const item = vQueryResponse[i];
                            checkQueryResult(item, p + '/QueryResponse' + '/' + i, d + 2, r);
                        }
                    }
                }
            }
        }
    }
}
/** Fast pass: is `v` a valid CloudEvent? */
function validCloudEvent(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vSpecversion = o.specversion;
    if (vSpecversion === undefined)
        return false;
    if (typeof vSpecversion !== 'string')
        return false;
    const vId = o.id;
    if (vId === undefined)
        return false;
    if (typeof vId !== 'string')
        return false;
    const vSource = o.source;
    if (vSource === undefined)
        return false;
    if (typeof vSource !== 'string')
        return false;
    const vType = o.type;
    if (vType === undefined)
        return false;
    if (typeof vType !== 'string')
        return false;
    const vTime = o.time;
    if (vTime !== undefined) {
        if (!validDateTime(vTime, d + 1))
            return false;
    }
    const vIntuitentityid = o.intuitentityid;
    if (vIntuitentityid !== undefined) {
        if (typeof vIntuitentityid !== 'string')
            return false;
    }
    const vIntuitaccountid = o.intuitaccountid;
    if (vIntuitaccountid !== undefined) {
        if (typeof vIntuitaccountid !== 'string')
            return false;
    }
    const vData = o.data;
    if (vData !== undefined) {
        if (typeof vData !== 'object' || vData === null || Array.isArray(vData))
            return false;
        if (d + 1 >= MAX_DEPTH) {
            tooDeep = true;
            return false;
        }
        const o2 = vData;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid CloudEvent, at pointer `p`. */
function checkCloudEvent(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vSpecversion = o.specversion;
            if (vSpecversion === undefined) {
                r.errors.push({
                    path: p + '/specversion',
                    code: 'required',
                    message: missing('specversion'),
                });
            }
            else {
                if (typeof vSpecversion !== 'string') {
                    r.errors.push({
                        path: p + '/specversion',
                        code: vSpecversion === null ? 'nullable' : 'type',
                        message: expected('a string', vSpecversion),
                    });
                }
            }
            const vId = o.id;
            if (vId === undefined) {
                r.errors.push({ path: p + '/id', code: 'required', message: missing('id') });
            }
            else {
                if (typeof vId !== 'string') {
                    r.errors.push({
                        path: p + '/id',
                        code: vId === null ? 'nullable' : 'type',
                        message: expected('a string', vId),
                    });
                }
            }
            const vSource = o.source;
            if (vSource === undefined) {
                r.errors.push({ path: p + '/source', code: 'required', message: missing('source') });
            }
            else {
                if (typeof vSource !== 'string') {
                    r.errors.push({
                        path: p + '/source',
                        code: vSource === null ? 'nullable' : 'type',
                        message: expected('a string', vSource),
                    });
                }
            }
            const vType = o.type;
            if (vType === undefined) {
                r.errors.push({ path: p + '/type', code: 'required', message: missing('type') });
            }
            else {
                if (typeof vType !== 'string') {
                    r.errors.push({
                        path: p + '/type',
                        code: vType === null ? 'nullable' : 'type',
                        message: expected('a string', vType),
                    });
                }
            }
            const vTime = o.time;
            if (vTime !== undefined) {
                checkDateTime(vTime, p + '/time', d + 1, r);
            }
            const vIntuitentityid = o.intuitentityid;
            if (vIntuitentityid !== undefined) {
                if (typeof vIntuitentityid !== 'string') {
                    r.errors.push({
                        path: p + '/intuitentityid',
                        code: vIntuitentityid === null ? 'nullable' : 'type',
                        message: expected('a string', vIntuitentityid),
                    });
                }
            }
            const vIntuitaccountid = o.intuitaccountid;
            if (vIntuitaccountid !== undefined) {
                if (typeof vIntuitaccountid !== 'string') {
                    r.errors.push({
                        path: p + '/intuitaccountid',
                        code: vIntuitaccountid === null ? 'nullable' : 'type',
                        message: expected('a string', vIntuitaccountid),
                    });
                }
            }
            const vData = o.data;
            if (vData !== undefined) {
                if (typeof vData !== 'object' || vData === null || Array.isArray(vData)) {
                    r.errors.push({
                        path: p + '/data',
                        code: vData === null ? 'nullable' : 'type',
                        message: expected('an object', vData),
                    });
                }
                else {
                    if (d + 1 >= MAX_DEPTH) {
                        r.errors.push({
                            path: p + '/data',
                            code: 'depth',
                            message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
                        });
                    }
                    else if (r.errors.length < ERROR_LIMIT) {
                        const o2 = vData;
                    }
                }
            }
        }
    }
}
/** Fast pass: is `v` a valid CustomField? */
function validCustomField(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vDefinitionId = o.DefinitionId;
    if (vDefinitionId !== undefined) {
        if (typeof vDefinitionId !== 'string')
            return false;
    }
    const vName = o.Name;
    if (vName !== undefined) {
        if (typeof vName !== 'string')
            return false;
    }
    const vType = o.Type;
    if (vType !== undefined) {
        if (typeof vType !== 'string')
            return false;
        if (!(vType === 'StringType' ||
            vType === 'BooleanType' ||
            vType === 'NumberType' ||
            vType === 'DateType'))
            return false;
    }
    const vStringValue = o.StringValue;
    if (vStringValue !== undefined) {
        if (typeof vStringValue !== 'string')
            return false;
    }
    const vBooleanValue = o.BooleanValue;
    if (vBooleanValue !== undefined) {
        if (typeof vBooleanValue !== 'boolean')
            return false;
    }
    const vNumberValue = o.NumberValue;
    if (vNumberValue !== undefined) {
        if (typeof vNumberValue !== 'number' || !Number.isFinite(vNumberValue))
            return false;
    }
    const vDateValue = o.DateValue;
    if (vDateValue !== undefined) {
        if (!validCalendarDate(vDateValue, d + 1))
            return false;
    }
    for (const key in o) {
        if (!CUSTOM_FIELD_KEYS.has(key))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid CustomField, at pointer `p`. */
function checkCustomField(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vDefinitionId = o.DefinitionId;
            if (vDefinitionId !== undefined) {
                if (typeof vDefinitionId !== 'string') {
                    r.errors.push({
                        path: p + '/DefinitionId',
                        code: vDefinitionId === null ? 'nullable' : 'type',
                        message: expected('a string', vDefinitionId),
                    });
                }
            }
            const vName = o.Name;
            if (vName !== undefined) {
                if (typeof vName !== 'string') {
                    r.errors.push({
                        path: p + '/Name',
                        code: vName === null ? 'nullable' : 'type',
                        message: expected('a string', vName),
                    });
                }
            }
            const vType = o.Type;
            if (vType !== undefined) {
                if (typeof vType !== 'string') {
                    r.errors.push({
                        path: p + '/Type',
                        code: vType === null ? 'nullable' : 'type',
                        message: expected('a string', vType),
                    });
                }
                else if (!(vType === 'StringType' ||
                    vType === 'BooleanType' ||
                    vType === 'NumberType' ||
                    vType === 'DateType'))
                    r.errors.push({
                        path: p + '/Type',
                        code: 'enum',
                        message: expectedOneOf(['StringType', 'BooleanType', 'NumberType', 'DateType'], vType),
                    });
            }
            const vStringValue = o.StringValue;
            if (vStringValue !== undefined) {
                if (typeof vStringValue !== 'string') {
                    r.errors.push({
                        path: p + '/StringValue',
                        code: vStringValue === null ? 'nullable' : 'type',
                        message: expected('a string', vStringValue),
                    });
                }
            }
            const vBooleanValue = o.BooleanValue;
            if (vBooleanValue !== undefined) {
                if (typeof vBooleanValue !== 'boolean') {
                    r.errors.push({
                        path: p + '/BooleanValue',
                        code: vBooleanValue === null ? 'nullable' : 'type',
                        message: expected('true or false', vBooleanValue),
                    });
                }
            }
            const vNumberValue = o.NumberValue;
            if (vNumberValue !== undefined) {
                if (typeof vNumberValue !== 'number' || !Number.isFinite(vNumberValue)) {
                    r.errors.push({
                        path: p + '/NumberValue',
                        code: vNumberValue === null ? 'nullable' : 'type',
                        message: expected('a number', vNumberValue),
                    });
                }
            }
            const vDateValue = o.DateValue;
            if (vDateValue !== undefined) {
                checkCalendarDate(vDateValue, p + '/DateValue', d + 1, r);
            }
            for (const key in o) {
                if (!CUSTOM_FIELD_KEYS.has(key))
                    r.errors.push({
                        path: p + '/' + escapePointer(key),
                        code: 'additionalProperties',
                        message: `unexpected property '${key}'`,
                    });
            }
        }
    }
}
/** Fast pass: is `v` a valid Customer? */
function validCustomer(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vId = o.Id;
    if (vId !== undefined) {
        if (typeof vId !== 'string')
            return false;
    }
    const vSyncToken = o.SyncToken;
    if (vSyncToken !== undefined) {
        if (typeof vSyncToken !== 'string')
            return false;
    }
    const vMetaData = o.MetaData;
    if (vMetaData !== undefined) {
        if (!validMetaData(vMetaData, d + 1))
            return false;
    }
    const vDomain = o.domain;
    if (vDomain !== undefined) {
        if (typeof vDomain !== 'string')
            return false;
    }
    const vStatus = o.status;
    if (vStatus !== undefined) {
        if (typeof vStatus !== 'string')
            return false;
    }
    const vSparse = o.sparse;
    if (vSparse !== undefined) {
        if (typeof vSparse !== 'boolean')
            return false;
    }
    const vDisplayName = o.DisplayName;
    if (vDisplayName !== undefined) {
        if (typeof vDisplayName !== 'string')
            return false;
        if (vDisplayName.length > 500 && codePointLength(vDisplayName) > 500)
            return false;
    }
    const vTitle = o.Title;
    if (vTitle !== undefined) {
        if (typeof vTitle !== 'string')
            return false;
        if (vTitle.length > 16 && codePointLength(vTitle) > 16)
            return false;
    }
    const vGivenName = o.GivenName;
    if (vGivenName !== undefined) {
        if (typeof vGivenName !== 'string')
            return false;
        if (vGivenName.length > 100 && codePointLength(vGivenName) > 100)
            return false;
    }
    const vMiddleName = o.MiddleName;
    if (vMiddleName !== undefined) {
        if (typeof vMiddleName !== 'string')
            return false;
        if (vMiddleName.length > 100 && codePointLength(vMiddleName) > 100)
            return false;
    }
    const vFamilyName = o.FamilyName;
    if (vFamilyName !== undefined) {
        if (typeof vFamilyName !== 'string')
            return false;
        if (vFamilyName.length > 100 && codePointLength(vFamilyName) > 100)
            return false;
    }
    const vSuffix = o.Suffix;
    if (vSuffix !== undefined) {
        if (typeof vSuffix !== 'string')
            return false;
        if (vSuffix.length > 16 && codePointLength(vSuffix) > 16)
            return false;
    }
    const vCompanyName = o.CompanyName;
    if (vCompanyName !== undefined) {
        if (typeof vCompanyName !== 'string')
            return false;
        if (vCompanyName.length > 100 && codePointLength(vCompanyName) > 100)
            return false;
    }
    const vPrintOnCheckName = o.PrintOnCheckName;
    if (vPrintOnCheckName !== undefined) {
        if (typeof vPrintOnCheckName !== 'string')
            return false;
        if (vPrintOnCheckName.length > 110 && codePointLength(vPrintOnCheckName) > 110)
            return false;
    }
    const vFullyQualifiedName = o.FullyQualifiedName;
    if (vFullyQualifiedName !== undefined) {
        if (typeof vFullyQualifiedName !== 'string')
            return false;
    }
    const vActive = o.Active;
    if (vActive !== undefined) {
        if (typeof vActive !== 'boolean')
            return false;
    }
    const vPrimaryEmailAddr = o.PrimaryEmailAddr;
    if (vPrimaryEmailAddr !== undefined) {
        if (!validEmailAddress(vPrimaryEmailAddr, d + 1))
            return false;
    }
    const vPrimaryPhone = o.PrimaryPhone;
    if (vPrimaryPhone !== undefined) {
        if (!validTelephoneNumber(vPrimaryPhone, d + 1))
            return false;
    }
    const vAlternatePhone = o.AlternatePhone;
    if (vAlternatePhone !== undefined) {
        if (!validTelephoneNumber(vAlternatePhone, d + 1))
            return false;
    }
    const vMobile = o.Mobile;
    if (vMobile !== undefined) {
        if (!validTelephoneNumber(vMobile, d + 1))
            return false;
    }
    const vFax = o.Fax;
    if (vFax !== undefined) {
        if (!validTelephoneNumber(vFax, d + 1))
            return false;
    }
    const vWebAddr = o.WebAddr;
    if (vWebAddr !== undefined) {
        if (!validWebSiteAddress(vWebAddr, d + 1))
            return false;
    }
    const vBillAddr = o.BillAddr;
    if (vBillAddr !== undefined) {
        if (!validPhysicalAddress(vBillAddr, d + 1))
            return false;
    }
    const vShipAddr = o.ShipAddr;
    if (vShipAddr !== undefined) {
        if (!validPhysicalAddress(vShipAddr, d + 1))
            return false;
    }
    const vNotes = o.Notes;
    if (vNotes !== undefined) {
        if (typeof vNotes !== 'string')
            return false;
        if (vNotes.length > 2000 && codePointLength(vNotes) > 2000)
            return false;
    }
    const vCurrencyRef = o.CurrencyRef;
    if (vCurrencyRef !== undefined) {
        if (!validReferenceType(vCurrencyRef, d + 1))
            return false;
    }
    const vAcctNum = o.AcctNum;
    if (vAcctNum !== undefined) {
        if (typeof vAcctNum !== 'string')
            return false;
        if (vAcctNum.length > 100 && codePointLength(vAcctNum) > 100)
            return false;
    }
    const vDefaultTaxCodeRef = o.DefaultTaxCodeRef;
    if (vDefaultTaxCodeRef !== undefined) {
        if (!validReferenceType(vDefaultTaxCodeRef, d + 1))
            return false;
    }
    const vOpenBalanceDate = o.OpenBalanceDate;
    if (vOpenBalanceDate !== undefined) {
        if (!validCalendarDate(vOpenBalanceDate, d + 1))
            return false;
    }
    const vBalance = o.Balance;
    if (vBalance !== undefined) {
        if (!validMoney(vBalance, d + 1))
            return false;
    }
    const vTaxable = o.Taxable;
    if (vTaxable !== undefined) {
        if (typeof vTaxable !== 'boolean')
            return false;
    }
    const vJob = o.Job;
    if (vJob !== undefined) {
        if (typeof vJob !== 'boolean')
            return false;
    }
    const vBillWithParent = o.BillWithParent;
    if (vBillWithParent !== undefined) {
        if (typeof vBillWithParent !== 'boolean')
            return false;
    }
    const vParentRef = o.ParentRef;
    if (vParentRef !== undefined) {
        if (!validReferenceType(vParentRef, d + 1))
            return false;
    }
    const vLevel = o.Level;
    if (vLevel !== undefined) {
        if (!Number.isInteger(vLevel))
            return false;
    }
    const vSalesTermRef = o.SalesTermRef;
    if (vSalesTermRef !== undefined) {
        if (!validReferenceType(vSalesTermRef, d + 1))
            return false;
    }
    const vPaymentMethodRef = o.PaymentMethodRef;
    if (vPaymentMethodRef !== undefined) {
        if (!validReferenceType(vPaymentMethodRef, d + 1))
            return false;
    }
    const vPreferredDeliveryMethod = o.PreferredDeliveryMethod;
    if (vPreferredDeliveryMethod !== undefined) {
        if (typeof vPreferredDeliveryMethod !== 'string')
            return false;
    }
    const vResaleNum = o.ResaleNum;
    if (vResaleNum !== undefined) {
        if (typeof vResaleNum !== 'string')
            return false;
        if (vResaleNum.length > 16 && codePointLength(vResaleNum) > 16)
            return false;
    }
    const vCreditLimit = o.CreditLimit;
    if (vCreditLimit !== undefined) {
        if (!validMoney(vCreditLimit, d + 1))
            return false;
    }
    const vBalanceWithJobs = o.BalanceWithJobs;
    if (vBalanceWithJobs !== undefined) {
        if (!validMoney(vBalanceWithJobs, d + 1))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid Customer, at pointer `p`. */
function checkCustomer(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vId = o.Id;
            if (vId !== undefined) {
                if (typeof vId !== 'string') {
                    r.errors.push({
                        path: p + '/Id',
                        code: vId === null ? 'nullable' : 'type',
                        message: expected('a string', vId),
                    });
                }
            }
            const vSyncToken = o.SyncToken;
            if (vSyncToken !== undefined) {
                if (typeof vSyncToken !== 'string') {
                    r.errors.push({
                        path: p + '/SyncToken',
                        code: vSyncToken === null ? 'nullable' : 'type',
                        message: expected('a string', vSyncToken),
                    });
                }
            }
            const vMetaData = o.MetaData;
            if (vMetaData !== undefined) {
                checkMetaData(vMetaData, p + '/MetaData', d + 1, r);
            }
            const vDomain = o.domain;
            if (vDomain !== undefined) {
                if (typeof vDomain !== 'string') {
                    r.errors.push({
                        path: p + '/domain',
                        code: vDomain === null ? 'nullable' : 'type',
                        message: expected('a string', vDomain),
                    });
                }
            }
            const vStatus = o.status;
            if (vStatus !== undefined) {
                if (typeof vStatus !== 'string') {
                    r.errors.push({
                        path: p + '/status',
                        code: vStatus === null ? 'nullable' : 'type',
                        message: expected('a string', vStatus),
                    });
                }
            }
            const vSparse = o.sparse;
            if (vSparse !== undefined) {
                if (typeof vSparse !== 'boolean') {
                    r.errors.push({
                        path: p + '/sparse',
                        code: vSparse === null ? 'nullable' : 'type',
                        message: expected('true or false', vSparse),
                    });
                }
            }
            const vDisplayName = o.DisplayName;
            if (vDisplayName !== undefined) {
                if (typeof vDisplayName !== 'string') {
                    r.errors.push({
                        path: p + '/DisplayName',
                        code: vDisplayName === null ? 'nullable' : 'type',
                        message: expected('a string', vDisplayName),
                    });
                }
                else if (codePointLength(vDisplayName) > 500)
                    r.errors.push({
                        path: p + '/DisplayName',
                        code: 'maxLength',
                        message: expected('at most 500 characters', vDisplayName),
                    });
            }
            const vTitle = o.Title;
            if (vTitle !== undefined) {
                if (typeof vTitle !== 'string') {
                    r.errors.push({
                        path: p + '/Title',
                        code: vTitle === null ? 'nullable' : 'type',
                        message: expected('a string', vTitle),
                    });
                }
                else if (codePointLength(vTitle) > 16)
                    r.errors.push({
                        path: p + '/Title',
                        code: 'maxLength',
                        message: expected('at most 16 characters', vTitle),
                    });
            }
            const vGivenName = o.GivenName;
            if (vGivenName !== undefined) {
                if (typeof vGivenName !== 'string') {
                    r.errors.push({
                        path: p + '/GivenName',
                        code: vGivenName === null ? 'nullable' : 'type',
                        message: expected('a string', vGivenName),
                    });
                }
                else if (codePointLength(vGivenName) > 100)
                    r.errors.push({
                        path: p + '/GivenName',
                        code: 'maxLength',
                        message: expected('at most 100 characters', vGivenName),
                    });
            }
            const vMiddleName = o.MiddleName;
            if (vMiddleName !== undefined) {
                if (typeof vMiddleName !== 'string') {
                    r.errors.push({
                        path: p + '/MiddleName',
                        code: vMiddleName === null ? 'nullable' : 'type',
                        message: expected('a string', vMiddleName),
                    });
                }
                else if (codePointLength(vMiddleName) > 100)
                    r.errors.push({
                        path: p + '/MiddleName',
                        code: 'maxLength',
                        message: expected('at most 100 characters', vMiddleName),
                    });
            }
            const vFamilyName = o.FamilyName;
            if (vFamilyName !== undefined) {
                if (typeof vFamilyName !== 'string') {
                    r.errors.push({
                        path: p + '/FamilyName',
                        code: vFamilyName === null ? 'nullable' : 'type',
                        message: expected('a string', vFamilyName),
                    });
                }
                else if (codePointLength(vFamilyName) > 100)
                    r.errors.push({
                        path: p + '/FamilyName',
                        code: 'maxLength',
                        message: expected('at most 100 characters', vFamilyName),
                    });
            }
            const vSuffix = o.Suffix;
            if (vSuffix !== undefined) {
                if (typeof vSuffix !== 'string') {
                    r.errors.push({
                        path: p + '/Suffix',
                        code: vSuffix === null ? 'nullable' : 'type',
                        message: expected('a string', vSuffix),
                    });
                }
                else if (codePointLength(vSuffix) > 16)
                    r.errors.push({
                        path: p + '/Suffix',
                        code: 'maxLength',
                        message: expected('at most 16 characters', vSuffix),
                    });
            }
            const vCompanyName = o.CompanyName;
            if (vCompanyName !== undefined) {
                if (typeof vCompanyName !== 'string') {
                    r.errors.push({
                        path: p + '/CompanyName',
                        code: vCompanyName === null ? 'nullable' : 'type',
                        message: expected('a string', vCompanyName),
                    });
                }
                else if (codePointLength(vCompanyName) > 100)
                    r.errors.push({
                        path: p + '/CompanyName',
                        code: 'maxLength',
                        message: expected('at most 100 characters', vCompanyName),
                    });
            }
            const vPrintOnCheckName = o.PrintOnCheckName;
            if (vPrintOnCheckName !== undefined) {
                if (typeof vPrintOnCheckName !== 'string') {
                    r.errors.push({
                        path: p + '/PrintOnCheckName',
                        code: vPrintOnCheckName === null ? 'nullable' : 'type',
                        message: expected('a string', vPrintOnCheckName),
                    });
                }
                else if (codePointLength(vPrintOnCheckName) > 110)
                    r.errors.push({
                        path: p + '/PrintOnCheckName',
                        code: 'maxLength',
                        message: expected('at most 110 characters', vPrintOnCheckName),
                    });
            }
            const vFullyQualifiedName = o.FullyQualifiedName;
            if (vFullyQualifiedName !== undefined) {
                if (typeof vFullyQualifiedName !== 'string') {
                    r.errors.push({
                        path: p + '/FullyQualifiedName',
                        code: vFullyQualifiedName === null ? 'nullable' : 'type',
                        message: expected('a string', vFullyQualifiedName),
                    });
                }
            }
            const vActive = o.Active;
            if (vActive !== undefined) {
                if (typeof vActive !== 'boolean') {
                    r.errors.push({
                        path: p + '/Active',
                        code: vActive === null ? 'nullable' : 'type',
                        message: expected('true or false', vActive),
                    });
                }
            }
            const vPrimaryEmailAddr = o.PrimaryEmailAddr;
            if (vPrimaryEmailAddr !== undefined) {
                checkEmailAddress(vPrimaryEmailAddr, p + '/PrimaryEmailAddr', d + 1, r);
            }
            const vPrimaryPhone = o.PrimaryPhone;
            if (vPrimaryPhone !== undefined) {
                checkTelephoneNumber(vPrimaryPhone, p + '/PrimaryPhone', d + 1, r);
            }
            const vAlternatePhone = o.AlternatePhone;
            if (vAlternatePhone !== undefined) {
                checkTelephoneNumber(vAlternatePhone, p + '/AlternatePhone', d + 1, r);
            }
            const vMobile = o.Mobile;
            if (vMobile !== undefined) {
                checkTelephoneNumber(vMobile, p + '/Mobile', d + 1, r);
            }
            const vFax = o.Fax;
            if (vFax !== undefined) {
                checkTelephoneNumber(vFax, p + '/Fax', d + 1, r);
            }
            const vWebAddr = o.WebAddr;
            if (vWebAddr !== undefined) {
                checkWebSiteAddress(vWebAddr, p + '/WebAddr', d + 1, r);
            }
            const vBillAddr = o.BillAddr;
            if (vBillAddr !== undefined) {
                checkPhysicalAddress(vBillAddr, p + '/BillAddr', d + 1, r);
            }
            const vShipAddr = o.ShipAddr;
            if (vShipAddr !== undefined) {
                checkPhysicalAddress(vShipAddr, p + '/ShipAddr', d + 1, r);
            }
            const vNotes = o.Notes;
            if (vNotes !== undefined) {
                if (typeof vNotes !== 'string') {
                    r.errors.push({
                        path: p + '/Notes',
                        code: vNotes === null ? 'nullable' : 'type',
                        message: expected('a string', vNotes),
                    });
                }
                else if (codePointLength(vNotes) > 2000)
                    r.errors.push({
                        path: p + '/Notes',
                        code: 'maxLength',
                        message: expected('at most 2000 characters', vNotes),
                    });
            }
            const vCurrencyRef = o.CurrencyRef;
            if (vCurrencyRef !== undefined) {
                checkReferenceType(vCurrencyRef, p + '/CurrencyRef', d + 1, r);
            }
            const vAcctNum = o.AcctNum;
            if (vAcctNum !== undefined) {
                if (typeof vAcctNum !== 'string') {
                    r.errors.push({
                        path: p + '/AcctNum',
                        code: vAcctNum === null ? 'nullable' : 'type',
                        message: expected('a string', vAcctNum),
                    });
                }
                else if (codePointLength(vAcctNum) > 100)
                    r.errors.push({
                        path: p + '/AcctNum',
                        code: 'maxLength',
                        message: expected('at most 100 characters', vAcctNum),
                    });
            }
            const vDefaultTaxCodeRef = o.DefaultTaxCodeRef;
            if (vDefaultTaxCodeRef !== undefined) {
                checkReferenceType(vDefaultTaxCodeRef, p + '/DefaultTaxCodeRef', d + 1, r);
            }
            const vOpenBalanceDate = o.OpenBalanceDate;
            if (vOpenBalanceDate !== undefined) {
                checkCalendarDate(vOpenBalanceDate, p + '/OpenBalanceDate', d + 1, r);
            }
            const vBalance = o.Balance;
            if (vBalance !== undefined) {
                checkMoney(vBalance, p + '/Balance', d + 1, r);
            }
            const vTaxable = o.Taxable;
            if (vTaxable !== undefined) {
                if (typeof vTaxable !== 'boolean') {
                    r.errors.push({
                        path: p + '/Taxable',
                        code: vTaxable === null ? 'nullable' : 'type',
                        message: expected('true or false', vTaxable),
                    });
                }
            }
            const vJob = o.Job;
            if (vJob !== undefined) {
                if (typeof vJob !== 'boolean') {
                    r.errors.push({
                        path: p + '/Job',
                        code: vJob === null ? 'nullable' : 'type',
                        message: expected('true or false', vJob),
                    });
                }
            }
            const vBillWithParent = o.BillWithParent;
            if (vBillWithParent !== undefined) {
                if (typeof vBillWithParent !== 'boolean') {
                    r.errors.push({
                        path: p + '/BillWithParent',
                        code: vBillWithParent === null ? 'nullable' : 'type',
                        message: expected('true or false', vBillWithParent),
                    });
                }
            }
            const vParentRef = o.ParentRef;
            if (vParentRef !== undefined) {
                checkReferenceType(vParentRef, p + '/ParentRef', d + 1, r);
            }
            const vLevel = o.Level;
            if (vLevel !== undefined) {
                if (!Number.isInteger(vLevel)) {
                    r.errors.push({
                        path: p + '/Level',
                        code: vLevel === null ? 'nullable' : 'type',
                        message: expected('an integer', vLevel),
                    });
                }
            }
            const vSalesTermRef = o.SalesTermRef;
            if (vSalesTermRef !== undefined) {
                checkReferenceType(vSalesTermRef, p + '/SalesTermRef', d + 1, r);
            }
            const vPaymentMethodRef = o.PaymentMethodRef;
            if (vPaymentMethodRef !== undefined) {
                checkReferenceType(vPaymentMethodRef, p + '/PaymentMethodRef', d + 1, r);
            }
            const vPreferredDeliveryMethod = o.PreferredDeliveryMethod;
            if (vPreferredDeliveryMethod !== undefined) {
                if (typeof vPreferredDeliveryMethod !== 'string') {
                    r.errors.push({
                        path: p + '/PreferredDeliveryMethod',
                        code: vPreferredDeliveryMethod === null ? 'nullable' : 'type',
                        message: expected('a string', vPreferredDeliveryMethod),
                    });
                }
            }
            const vResaleNum = o.ResaleNum;
            if (vResaleNum !== undefined) {
                if (typeof vResaleNum !== 'string') {
                    r.errors.push({
                        path: p + '/ResaleNum',
                        code: vResaleNum === null ? 'nullable' : 'type',
                        message: expected('a string', vResaleNum),
                    });
                }
                else if (codePointLength(vResaleNum) > 16)
                    r.errors.push({
                        path: p + '/ResaleNum',
                        code: 'maxLength',
                        message: expected('at most 16 characters', vResaleNum),
                    });
            }
            const vCreditLimit = o.CreditLimit;
            if (vCreditLimit !== undefined) {
                checkMoney(vCreditLimit, p + '/CreditLimit', d + 1, r);
            }
            const vBalanceWithJobs = o.BalanceWithJobs;
            if (vBalanceWithJobs !== undefined) {
                checkMoney(vBalanceWithJobs, p + '/BalanceWithJobs', d + 1, r);
            }
        }
    }
}
/** Fast pass: is `v` a valid CustomerWrite (request shape)? */
function validCustomerWrite(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    if (o.Id !== undefined)
        droppedSeen = true;
    if (o.SyncToken !== undefined)
        droppedSeen = true;
    if (o.MetaData !== undefined)
        droppedSeen = true;
    if (o.domain !== undefined)
        droppedSeen = true;
    if (o.status !== undefined)
        droppedSeen = true;
    const vSparse = o.sparse;
    if (vSparse !== undefined) {
        if (typeof vSparse !== 'boolean')
            return false;
    }
    const vDisplayName = o.DisplayName;
    if (vDisplayName !== undefined) {
        if (typeof vDisplayName !== 'string')
            return false;
        if (vDisplayName.length > 500 && codePointLength(vDisplayName) > 500)
            return false;
    }
    const vTitle = o.Title;
    if (vTitle !== undefined) {
        if (typeof vTitle !== 'string')
            return false;
        if (vTitle.length > 16 && codePointLength(vTitle) > 16)
            return false;
    }
    const vGivenName = o.GivenName;
    if (vGivenName !== undefined) {
        if (typeof vGivenName !== 'string')
            return false;
        if (vGivenName.length > 100 && codePointLength(vGivenName) > 100)
            return false;
    }
    const vMiddleName = o.MiddleName;
    if (vMiddleName !== undefined) {
        if (typeof vMiddleName !== 'string')
            return false;
        if (vMiddleName.length > 100 && codePointLength(vMiddleName) > 100)
            return false;
    }
    const vFamilyName = o.FamilyName;
    if (vFamilyName !== undefined) {
        if (typeof vFamilyName !== 'string')
            return false;
        if (vFamilyName.length > 100 && codePointLength(vFamilyName) > 100)
            return false;
    }
    const vSuffix = o.Suffix;
    if (vSuffix !== undefined) {
        if (typeof vSuffix !== 'string')
            return false;
        if (vSuffix.length > 16 && codePointLength(vSuffix) > 16)
            return false;
    }
    const vCompanyName = o.CompanyName;
    if (vCompanyName !== undefined) {
        if (typeof vCompanyName !== 'string')
            return false;
        if (vCompanyName.length > 100 && codePointLength(vCompanyName) > 100)
            return false;
    }
    const vPrintOnCheckName = o.PrintOnCheckName;
    if (vPrintOnCheckName !== undefined) {
        if (typeof vPrintOnCheckName !== 'string')
            return false;
        if (vPrintOnCheckName.length > 110 && codePointLength(vPrintOnCheckName) > 110)
            return false;
    }
    if (o.FullyQualifiedName !== undefined)
        droppedSeen = true;
    const vActive = o.Active;
    if (vActive !== undefined) {
        if (typeof vActive !== 'boolean')
            return false;
    }
    const vPrimaryEmailAddr = o.PrimaryEmailAddr;
    if (vPrimaryEmailAddr !== undefined) {
        if (!validEmailAddress(vPrimaryEmailAddr, d + 1))
            return false;
    }
    const vPrimaryPhone = o.PrimaryPhone;
    if (vPrimaryPhone !== undefined) {
        if (!validTelephoneNumber(vPrimaryPhone, d + 1))
            return false;
    }
    const vAlternatePhone = o.AlternatePhone;
    if (vAlternatePhone !== undefined) {
        if (!validTelephoneNumber(vAlternatePhone, d + 1))
            return false;
    }
    const vMobile = o.Mobile;
    if (vMobile !== undefined) {
        if (!validTelephoneNumber(vMobile, d + 1))
            return false;
    }
    const vFax = o.Fax;
    if (vFax !== undefined) {
        if (!validTelephoneNumber(vFax, d + 1))
            return false;
    }
    const vWebAddr = o.WebAddr;
    if (vWebAddr !== undefined) {
        if (!validWebSiteAddress(vWebAddr, d + 1))
            return false;
    }
    const vBillAddr = o.BillAddr;
    if (vBillAddr !== undefined) {
        if (!validPhysicalAddressWrite(vBillAddr, d + 1))
            return false;
    }
    const vShipAddr = o.ShipAddr;
    if (vShipAddr !== undefined) {
        if (!validPhysicalAddressWrite(vShipAddr, d + 1))
            return false;
    }
    const vNotes = o.Notes;
    if (vNotes !== undefined) {
        if (typeof vNotes !== 'string')
            return false;
        if (vNotes.length > 2000 && codePointLength(vNotes) > 2000)
            return false;
    }
    const vCurrencyRef = o.CurrencyRef;
    if (vCurrencyRef !== undefined) {
        if (!validReferenceType(vCurrencyRef, d + 1))
            return false;
    }
    const vAcctNum = o.AcctNum;
    if (vAcctNum !== undefined) {
        if (typeof vAcctNum !== 'string')
            return false;
        if (vAcctNum.length > 100 && codePointLength(vAcctNum) > 100)
            return false;
    }
    const vDefaultTaxCodeRef = o.DefaultTaxCodeRef;
    if (vDefaultTaxCodeRef !== undefined) {
        if (!validReferenceType(vDefaultTaxCodeRef, d + 1))
            return false;
    }
    const vOpenBalanceDate = o.OpenBalanceDate;
    if (vOpenBalanceDate !== undefined) {
        if (!validCalendarDate(vOpenBalanceDate, d + 1))
            return false;
    }
    if (o.Balance !== undefined)
        droppedSeen = true;
    const vTaxable = o.Taxable;
    if (vTaxable !== undefined) {
        if (typeof vTaxable !== 'boolean')
            return false;
    }
    const vJob = o.Job;
    if (vJob !== undefined) {
        if (typeof vJob !== 'boolean')
            return false;
    }
    const vBillWithParent = o.BillWithParent;
    if (vBillWithParent !== undefined) {
        if (typeof vBillWithParent !== 'boolean')
            return false;
    }
    const vParentRef = o.ParentRef;
    if (vParentRef !== undefined) {
        if (!validReferenceType(vParentRef, d + 1))
            return false;
    }
    if (o.Level !== undefined)
        droppedSeen = true;
    const vSalesTermRef = o.SalesTermRef;
    if (vSalesTermRef !== undefined) {
        if (!validReferenceType(vSalesTermRef, d + 1))
            return false;
    }
    const vPaymentMethodRef = o.PaymentMethodRef;
    if (vPaymentMethodRef !== undefined) {
        if (!validReferenceType(vPaymentMethodRef, d + 1))
            return false;
    }
    const vPreferredDeliveryMethod = o.PreferredDeliveryMethod;
    if (vPreferredDeliveryMethod !== undefined) {
        if (typeof vPreferredDeliveryMethod !== 'string')
            return false;
    }
    const vResaleNum = o.ResaleNum;
    if (vResaleNum !== undefined) {
        if (typeof vResaleNum !== 'string')
            return false;
        if (vResaleNum.length > 16 && codePointLength(vResaleNum) > 16)
            return false;
    }
    const vCreditLimit = o.CreditLimit;
    if (vCreditLimit !== undefined) {
        if (!validMoney(vCreditLimit, d + 1))
            return false;
    }
    if (o.BalanceWithJobs !== undefined)
        droppedSeen = true;
    return true;
}
/** Collecting pass: every problem of `v` as a valid CustomerWrite (request shape), at pointer `p`. */
function checkCustomerWrite(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            if (o.Id !== undefined)
                r.dropped.push(p + '/Id');
            if (o.SyncToken !== undefined)
                r.dropped.push(p + '/SyncToken');
            if (o.MetaData !== undefined)
                r.dropped.push(p + '/MetaData');
            if (o.domain !== undefined)
                r.dropped.push(p + '/domain');
            if (o.status !== undefined)
                r.dropped.push(p + '/status');
            const vSparse = o.sparse;
            if (vSparse !== undefined) {
                if (typeof vSparse !== 'boolean') {
                    r.errors.push({
                        path: p + '/sparse',
                        code: vSparse === null ? 'nullable' : 'type',
                        message: expected('true or false', vSparse),
                    });
                }
            }
            const vDisplayName = o.DisplayName;
            if (vDisplayName !== undefined) {
                if (typeof vDisplayName !== 'string') {
                    r.errors.push({
                        path: p + '/DisplayName',
                        code: vDisplayName === null ? 'nullable' : 'type',
                        message: expected('a string', vDisplayName),
                    });
                }
                else if (codePointLength(vDisplayName) > 500)
                    r.errors.push({
                        path: p + '/DisplayName',
                        code: 'maxLength',
                        message: expected('at most 500 characters', vDisplayName),
                    });
            }
            const vTitle = o.Title;
            if (vTitle !== undefined) {
                if (typeof vTitle !== 'string') {
                    r.errors.push({
                        path: p + '/Title',
                        code: vTitle === null ? 'nullable' : 'type',
                        message: expected('a string', vTitle),
                    });
                }
                else if (codePointLength(vTitle) > 16)
                    r.errors.push({
                        path: p + '/Title',
                        code: 'maxLength',
                        message: expected('at most 16 characters', vTitle),
                    });
            }
            const vGivenName = o.GivenName;
            if (vGivenName !== undefined) {
                if (typeof vGivenName !== 'string') {
                    r.errors.push({
                        path: p + '/GivenName',
                        code: vGivenName === null ? 'nullable' : 'type',
                        message: expected('a string', vGivenName),
                    });
                }
                else if (codePointLength(vGivenName) > 100)
                    r.errors.push({
                        path: p + '/GivenName',
                        code: 'maxLength',
                        message: expected('at most 100 characters', vGivenName),
                    });
            }
            const vMiddleName = o.MiddleName;
            if (vMiddleName !== undefined) {
                if (typeof vMiddleName !== 'string') {
                    r.errors.push({
                        path: p + '/MiddleName',
                        code: vMiddleName === null ? 'nullable' : 'type',
                        message: expected('a string', vMiddleName),
                    });
                }
                else if (codePointLength(vMiddleName) > 100)
                    r.errors.push({
                        path: p + '/MiddleName',
                        code: 'maxLength',
                        message: expected('at most 100 characters', vMiddleName),
                    });
            }
            const vFamilyName = o.FamilyName;
            if (vFamilyName !== undefined) {
                if (typeof vFamilyName !== 'string') {
                    r.errors.push({
                        path: p + '/FamilyName',
                        code: vFamilyName === null ? 'nullable' : 'type',
                        message: expected('a string', vFamilyName),
                    });
                }
                else if (codePointLength(vFamilyName) > 100)
                    r.errors.push({
                        path: p + '/FamilyName',
                        code: 'maxLength',
                        message: expected('at most 100 characters', vFamilyName),
                    });
            }
            const vSuffix = o.Suffix;
            if (vSuffix !== undefined) {
                if (typeof vSuffix !== 'string') {
                    r.errors.push({
                        path: p + '/Suffix',
                        code: vSuffix === null ? 'nullable' : 'type',
                        message: expected('a string', vSuffix),
                    });
                }
                else if (codePointLength(vSuffix) > 16)
                    r.errors.push({
                        path: p + '/Suffix',
                        code: 'maxLength',
                        message: expected('at most 16 characters', vSuffix),
                    });
            }
            const vCompanyName = o.CompanyName;
            if (vCompanyName !== undefined) {
                if (typeof vCompanyName !== 'string') {
                    r.errors.push({
                        path: p + '/CompanyName',
                        code: vCompanyName === null ? 'nullable' : 'type',
                        message: expected('a string', vCompanyName),
                    });
                }
                else if (codePointLength(vCompanyName) > 100)
                    r.errors.push({
                        path: p + '/CompanyName',
                        code: 'maxLength',
                        message: expected('at most 100 characters', vCompanyName),
                    });
            }
            const vPrintOnCheckName = o.PrintOnCheckName;
            if (vPrintOnCheckName !== undefined) {
                if (typeof vPrintOnCheckName !== 'string') {
                    r.errors.push({
                        path: p + '/PrintOnCheckName',
                        code: vPrintOnCheckName === null ? 'nullable' : 'type',
                        message: expected('a string', vPrintOnCheckName),
                    });
                }
                else if (codePointLength(vPrintOnCheckName) > 110)
                    r.errors.push({
                        path: p + '/PrintOnCheckName',
                        code: 'maxLength',
                        message: expected('at most 110 characters', vPrintOnCheckName),
                    });
            }
            if (o.FullyQualifiedName !== undefined)
                r.dropped.push(p + '/FullyQualifiedName');
            const vActive = o.Active;
            if (vActive !== undefined) {
                if (typeof vActive !== 'boolean') {
                    r.errors.push({
                        path: p + '/Active',
                        code: vActive === null ? 'nullable' : 'type',
                        message: expected('true or false', vActive),
                    });
                }
            }
            const vPrimaryEmailAddr = o.PrimaryEmailAddr;
            if (vPrimaryEmailAddr !== undefined) {
                checkEmailAddress(vPrimaryEmailAddr, p + '/PrimaryEmailAddr', d + 1, r);
            }
            const vPrimaryPhone = o.PrimaryPhone;
            if (vPrimaryPhone !== undefined) {
                checkTelephoneNumber(vPrimaryPhone, p + '/PrimaryPhone', d + 1, r);
            }
            const vAlternatePhone = o.AlternatePhone;
            if (vAlternatePhone !== undefined) {
                checkTelephoneNumber(vAlternatePhone, p + '/AlternatePhone', d + 1, r);
            }
            const vMobile = o.Mobile;
            if (vMobile !== undefined) {
                checkTelephoneNumber(vMobile, p + '/Mobile', d + 1, r);
            }
            const vFax = o.Fax;
            if (vFax !== undefined) {
                checkTelephoneNumber(vFax, p + '/Fax', d + 1, r);
            }
            const vWebAddr = o.WebAddr;
            if (vWebAddr !== undefined) {
                checkWebSiteAddress(vWebAddr, p + '/WebAddr', d + 1, r);
            }
            const vBillAddr = o.BillAddr;
            if (vBillAddr !== undefined) {
                checkPhysicalAddressWrite(vBillAddr, p + '/BillAddr', d + 1, r);
            }
            const vShipAddr = o.ShipAddr;
            if (vShipAddr !== undefined) {
                checkPhysicalAddressWrite(vShipAddr, p + '/ShipAddr', d + 1, r);
            }
            const vNotes = o.Notes;
            if (vNotes !== undefined) {
                if (typeof vNotes !== 'string') {
                    r.errors.push({
                        path: p + '/Notes',
                        code: vNotes === null ? 'nullable' : 'type',
                        message: expected('a string', vNotes),
                    });
                }
                else if (codePointLength(vNotes) > 2000)
                    r.errors.push({
                        path: p + '/Notes',
                        code: 'maxLength',
                        message: expected('at most 2000 characters', vNotes),
                    });
            }
            const vCurrencyRef = o.CurrencyRef;
            if (vCurrencyRef !== undefined) {
                checkReferenceType(vCurrencyRef, p + '/CurrencyRef', d + 1, r);
            }
            const vAcctNum = o.AcctNum;
            if (vAcctNum !== undefined) {
                if (typeof vAcctNum !== 'string') {
                    r.errors.push({
                        path: p + '/AcctNum',
                        code: vAcctNum === null ? 'nullable' : 'type',
                        message: expected('a string', vAcctNum),
                    });
                }
                else if (codePointLength(vAcctNum) > 100)
                    r.errors.push({
                        path: p + '/AcctNum',
                        code: 'maxLength',
                        message: expected('at most 100 characters', vAcctNum),
                    });
            }
            const vDefaultTaxCodeRef = o.DefaultTaxCodeRef;
            if (vDefaultTaxCodeRef !== undefined) {
                checkReferenceType(vDefaultTaxCodeRef, p + '/DefaultTaxCodeRef', d + 1, r);
            }
            const vOpenBalanceDate = o.OpenBalanceDate;
            if (vOpenBalanceDate !== undefined) {
                checkCalendarDate(vOpenBalanceDate, p + '/OpenBalanceDate', d + 1, r);
            }
            if (o.Balance !== undefined)
                r.dropped.push(p + '/Balance');
            const vTaxable = o.Taxable;
            if (vTaxable !== undefined) {
                if (typeof vTaxable !== 'boolean') {
                    r.errors.push({
                        path: p + '/Taxable',
                        code: vTaxable === null ? 'nullable' : 'type',
                        message: expected('true or false', vTaxable),
                    });
                }
            }
            const vJob = o.Job;
            if (vJob !== undefined) {
                if (typeof vJob !== 'boolean') {
                    r.errors.push({
                        path: p + '/Job',
                        code: vJob === null ? 'nullable' : 'type',
                        message: expected('true or false', vJob),
                    });
                }
            }
            const vBillWithParent = o.BillWithParent;
            if (vBillWithParent !== undefined) {
                if (typeof vBillWithParent !== 'boolean') {
                    r.errors.push({
                        path: p + '/BillWithParent',
                        code: vBillWithParent === null ? 'nullable' : 'type',
                        message: expected('true or false', vBillWithParent),
                    });
                }
            }
            const vParentRef = o.ParentRef;
            if (vParentRef !== undefined) {
                checkReferenceType(vParentRef, p + '/ParentRef', d + 1, r);
            }
            if (o.Level !== undefined)
                r.dropped.push(p + '/Level');
            const vSalesTermRef = o.SalesTermRef;
            if (vSalesTermRef !== undefined) {
                checkReferenceType(vSalesTermRef, p + '/SalesTermRef', d + 1, r);
            }
            const vPaymentMethodRef = o.PaymentMethodRef;
            if (vPaymentMethodRef !== undefined) {
                checkReferenceType(vPaymentMethodRef, p + '/PaymentMethodRef', d + 1, r);
            }
            const vPreferredDeliveryMethod = o.PreferredDeliveryMethod;
            if (vPreferredDeliveryMethod !== undefined) {
                if (typeof vPreferredDeliveryMethod !== 'string') {
                    r.errors.push({
                        path: p + '/PreferredDeliveryMethod',
                        code: vPreferredDeliveryMethod === null ? 'nullable' : 'type',
                        message: expected('a string', vPreferredDeliveryMethod),
                    });
                }
            }
            const vResaleNum = o.ResaleNum;
            if (vResaleNum !== undefined) {
                if (typeof vResaleNum !== 'string') {
                    r.errors.push({
                        path: p + '/ResaleNum',
                        code: vResaleNum === null ? 'nullable' : 'type',
                        message: expected('a string', vResaleNum),
                    });
                }
                else if (codePointLength(vResaleNum) > 16)
                    r.errors.push({
                        path: p + '/ResaleNum',
                        code: 'maxLength',
                        message: expected('at most 16 characters', vResaleNum),
                    });
            }
            const vCreditLimit = o.CreditLimit;
            if (vCreditLimit !== undefined) {
                checkMoney(vCreditLimit, p + '/CreditLimit', d + 1, r);
            }
            if (o.BalanceWithJobs !== undefined)
                r.dropped.push(p + '/BalanceWithJobs');
        }
    }
}
/** Fast pass: is `v` a valid CustomerResponse? */
function validCustomerResponse(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vCustomer = o.Customer;
    if (vCustomer === undefined)
        return false;
    if (!validCustomer(vCustomer, d + 1))
        return false;
    const vTime = o.time;
    if (vTime !== undefined) {
        if (!validDateTime(vTime, d + 1))
            return false;
    }
    for (const key in o) {
        if (!(key === 'Customer' || key === 'time'))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid CustomerResponse, at pointer `p`. */
function checkCustomerResponse(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vCustomer = o.Customer;
            if (vCustomer === undefined) {
                r.errors.push({ path: p + '/Customer', code: 'required', message: missing('Customer') });
            }
            else {
                checkCustomer(vCustomer, p + '/Customer', d + 1, r);
            }
            const vTime = o.time;
            if (vTime !== undefined) {
                checkDateTime(vTime, p + '/time', d + 1, r);
            }
            for (const key in o) {
                if (!(key === 'Customer' || key === 'time'))
                    r.errors.push({
                        path: p + '/' + escapePointer(key),
                        code: 'additionalProperties',
                        message: `unexpected property '${key}'`,
                    });
            }
        }
    }
}
/** Fast pass: is `v` a valid CustomerUpdate? */
function validCustomerUpdate(v, d) {
    if (!validCustomer(v, d))
        return false;
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vId = o.Id;
    if (vId === undefined)
        return false;
    if (typeof vId !== 'string')
        return false;
    const vSyncToken = o.SyncToken;
    if (vSyncToken === undefined)
        return false;
    if (typeof vSyncToken !== 'string')
        return false;
    return true;
}
/** Collecting pass: every problem of `v` as a valid CustomerUpdate, at pointer `p`. */
function checkCustomerUpdate(v, p, d, r) {
    checkCustomer(v, p, d, r);
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vId = o.Id;
            if (vId === undefined) {
                r.errors.push({ path: p + '/Id', code: 'required', message: missing('Id') });
            }
            else {
                if (typeof vId !== 'string') {
                    r.errors.push({
                        path: p + '/Id',
                        code: vId === null ? 'nullable' : 'type',
                        message: expected('a string', vId),
                    });
                }
            }
            const vSyncToken = o.SyncToken;
            if (vSyncToken === undefined) {
                r.errors.push({ path: p + '/SyncToken', code: 'required', message: missing('SyncToken') });
            }
            else {
                if (typeof vSyncToken !== 'string') {
                    r.errors.push({
                        path: p + '/SyncToken',
                        code: vSyncToken === null ? 'nullable' : 'type',
                        message: expected('a string', vSyncToken),
                    });
                }
            }
        }
    }
}
/** Fast pass: is `v` a valid CustomerUpdateWrite (request shape)? */
function validCustomerUpdateWrite(v, d) {
    if (!validCustomerWrite(v, d))
        return false;
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vId = o.Id;
    if (vId === undefined)
        return false;
    if (typeof vId !== 'string')
        return false;
    const vSyncToken = o.SyncToken;
    if (vSyncToken === undefined)
        return false;
    if (typeof vSyncToken !== 'string')
        return false;
    return true;
}
/** Collecting pass: every problem of `v` as a valid CustomerUpdateWrite (request shape), at pointer `p`. */
function checkCustomerUpdateWrite(v, p, d, r) {
    checkCustomerWrite(v, p, d, r);
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vId = o.Id;
            if (vId === undefined) {
                r.errors.push({ path: p + '/Id', code: 'required', message: missing('Id') });
            }
            else {
                if (typeof vId !== 'string') {
                    r.errors.push({
                        path: p + '/Id',
                        code: vId === null ? 'nullable' : 'type',
                        message: expected('a string', vId),
                    });
                }
            }
            const vSyncToken = o.SyncToken;
            if (vSyncToken === undefined) {
                r.errors.push({ path: p + '/SyncToken', code: 'required', message: missing('SyncToken') });
            }
            else {
                if (typeof vSyncToken !== 'string') {
                    r.errors.push({
                        path: p + '/SyncToken',
                        code: vSyncToken === null ? 'nullable' : 'type',
                        message: expected('a string', vSyncToken),
                    });
                }
            }
        }
    }
}
/** Fast pass: is `v` a valid DateTime? */
function validDateTime(v, d) {
    if (typeof v !== 'string')
        return false;
    if (!isDateTime(v))
        return false;
    return true;
}
/** Collecting pass: every problem of `v` as a valid DateTime, at pointer `p`. */
function checkDateTime(v, p, d, r) {
    if (typeof v !== 'string') {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('a string', v),
        });
    }
    else if (!isDateTime(v))
        r.errors.push({ path: p, code: 'format', message: formatMessage('date-time', v) });
}
/** Fast pass: is `v` a valid DeletedEntity? */
function validDeletedEntity(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vStatus = o.status;
    if (vStatus === undefined)
        return false;
    if (vStatus !== 'Deleted')
        return false;
    const vDomain = o.domain;
    if (vDomain !== undefined) {
        if (typeof vDomain !== 'string')
            return false;
    }
    const vId = o.Id;
    if (vId === undefined)
        return false;
    if (typeof vId !== 'string')
        return false;
    for (const key in o) {
        if (!(key === 'status' || key === 'domain' || key === 'Id'))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid DeletedEntity, at pointer `p`. */
function checkDeletedEntity(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vStatus = o.status;
            if (vStatus === undefined) {
                r.errors.push({ path: p + '/status', code: 'required', message: missing('status') });
            }
            else {
                if (vStatus !== 'Deleted')
                    r.errors.push({
                        path: p + '/status',
                        code: 'const',
                        message: expected("'Deleted'", vStatus),
                    });
            }
            const vDomain = o.domain;
            if (vDomain !== undefined) {
                if (typeof vDomain !== 'string') {
                    r.errors.push({
                        path: p + '/domain',
                        code: vDomain === null ? 'nullable' : 'type',
                        message: expected('a string', vDomain),
                    });
                }
            }
            const vId = o.Id;
            if (vId === undefined) {
                r.errors.push({ path: p + '/Id', code: 'required', message: missing('Id') });
            }
            else {
                if (typeof vId !== 'string') {
                    r.errors.push({
                        path: p + '/Id',
                        code: vId === null ? 'nullable' : 'type',
                        message: expected('a string', vId),
                    });
                }
            }
            for (const key in o) {
                if (!(key === 'status' || key === 'domain' || key === 'Id'))
                    r.errors.push({
                        path: p + '/' + escapePointer(key),
                        code: 'additionalProperties',
                        message: `unexpected property '${key}'`,
                    });
            }
        }
    }
}
/** Fast pass: is `v` a valid DescriptionLineDetail? */
function validDescriptionLineDetail(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vServiceDate = o.ServiceDate;
    if (vServiceDate !== undefined) {
        if (!validCalendarDate(vServiceDate, d + 1))
            return false;
    }
    const vTaxCodeRef = o.TaxCodeRef;
    if (vTaxCodeRef !== undefined) {
        if (!validReferenceType(vTaxCodeRef, d + 1))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid DescriptionLineDetail, at pointer `p`. */
function checkDescriptionLineDetail(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vServiceDate = o.ServiceDate;
            if (vServiceDate !== undefined) {
                checkCalendarDate(vServiceDate, p + '/ServiceDate', d + 1, r);
            }
            const vTaxCodeRef = o.TaxCodeRef;
            if (vTaxCodeRef !== undefined) {
                checkReferenceType(vTaxCodeRef, p + '/TaxCodeRef', d + 1, r);
            }
        }
    }
}
/** Fast pass: is `v` a valid DescriptionOnlyLine? */
function validDescriptionOnlyLine(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vId = o.Id;
    if (vId !== undefined) {
        if (typeof vId !== 'string')
            return false;
    }
    const vLineNum = o.LineNum;
    if (vLineNum !== undefined) {
        if (!Number.isInteger(vLineNum))
            return false;
        if (vLineNum < 1)
            return false;
    }
    const vDescription = o.Description;
    if (vDescription !== undefined) {
        if (typeof vDescription !== 'string')
            return false;
        if (vDescription.length > 4000 && codePointLength(vDescription) > 4000)
            return false;
    }
    const vAmount = o.Amount;
    if (vAmount !== undefined) {
        if (!validMoney(vAmount, d + 1))
            return false;
    }
    const vDetailType = o.DetailType;
    if (vDetailType === undefined)
        return false;
    if (typeof vDetailType !== 'string')
        return false;
    if (!(vDetailType === 'DescriptionOnly' || vDetailType === 'DESCRIPTION_ONLY'))
        return false;
    const vDescriptionOnly = o.DescriptionOnly;
    if (vDescriptionOnly !== undefined) {
        if (!validDescriptionLineDetail(vDescriptionOnly, d + 1))
            return false;
    }
    const vLinkedTxn = o.LinkedTxn;
    if (vLinkedTxn !== undefined) {
        if (!Array.isArray(vLinkedTxn))
            return false;
        if (d + 1 >= MAX_DEPTH) {
            tooDeep = true;
            return false;
        }
        for (let i = 0; i < vLinkedTxn.length; i++) {
            const item = vLinkedTxn[i];
            if (!validLinkedTxn(item, d + 2))
                return false;
        }
    }
    const vProjectRef = o.ProjectRef;
    if (vProjectRef !== undefined) {
        if (!validReferenceType(vProjectRef, d + 1))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid DescriptionOnlyLine, at pointer `p`. */
function checkDescriptionOnlyLine(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vId = o.Id;
            if (vId !== undefined) {
                if (typeof vId !== 'string') {
                    r.errors.push({
                        path: p + '/Id',
                        code: vId === null ? 'nullable' : 'type',
                        message: expected('a string', vId),
                    });
                }
            }
            const vLineNum = o.LineNum;
            if (vLineNum !== undefined) {
                if (!Number.isInteger(vLineNum)) {
                    r.errors.push({
                        path: p + '/LineNum',
                        code: vLineNum === null ? 'nullable' : 'type',
                        message: expected('an integer', vLineNum),
                    });
                }
                else if (vLineNum < 1)
                    r.errors.push({
                        path: p + '/LineNum',
                        code: 'minimum',
                        message: expected('at least 1', vLineNum),
                    });
            }
            const vDescription = o.Description;
            if (vDescription !== undefined) {
                if (typeof vDescription !== 'string') {
                    r.errors.push({
                        path: p + '/Description',
                        code: vDescription === null ? 'nullable' : 'type',
                        message: expected('a string', vDescription),
                    });
                }
                else if (codePointLength(vDescription) > 4000)
                    r.errors.push({
                        path: p + '/Description',
                        code: 'maxLength',
                        message: expected('at most 4000 characters', vDescription),
                    });
            }
            const vAmount = o.Amount;
            if (vAmount !== undefined) {
                checkMoney(vAmount, p + '/Amount', d + 1, r);
            }
            const vDetailType = o.DetailType;
            if (vDetailType === undefined) {
                r.errors.push({
                    path: p + '/DetailType',
                    code: 'required',
                    message: missing('DetailType'),
                });
            }
            else {
                if (typeof vDetailType !== 'string') {
                    r.errors.push({
                        path: p + '/DetailType',
                        code: vDetailType === null ? 'nullable' : 'type',
                        message: expected('a string', vDetailType),
                    });
                }
                else if (!(vDetailType === 'DescriptionOnly' || vDetailType === 'DESCRIPTION_ONLY'))
                    r.errors.push({
                        path: p + '/DetailType',
                        code: 'enum',
                        message: expectedOneOf(['DescriptionOnly', 'DESCRIPTION_ONLY'], vDetailType),
                    });
            }
            const vDescriptionOnly = o.DescriptionOnly;
            if (vDescriptionOnly !== undefined) {
                checkDescriptionLineDetail(vDescriptionOnly, p + '/DescriptionOnly', d + 1, r);
            }
            const vLinkedTxn = o.LinkedTxn;
            if (vLinkedTxn !== undefined) {
                if (!Array.isArray(vLinkedTxn)) {
                    r.errors.push({
                        path: p + '/LinkedTxn',
                        code: vLinkedTxn === null ? 'nullable' : 'type',
                        message: expected('an array', vLinkedTxn),
                    });
                }
                else {
                    if (d + 1 >= MAX_DEPTH) {
                        r.errors.push({
                            path: p + '/LinkedTxn',
                            code: 'depth',
                            message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
                        });
                    }
                    else if (r.errors.length < ERROR_LIMIT) {
                        for (let i = 0; i < vLinkedTxn.length; i++) {
                            const item = vLinkedTxn[i];
                            checkLinkedTxn(item, p + '/LinkedTxn' + '/' + i, d + 2, r);
                        }
                    }
                }
            }
            const vProjectRef = o.ProjectRef;
            if (vProjectRef !== undefined) {
                checkReferenceType(vProjectRef, p + '/ProjectRef', d + 1, r);
            }
        }
    }
}
/** Fast pass: is `v` a valid DiscountLine? */
function validDiscountLine(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vId = o.Id;
    if (vId !== undefined) {
        if (typeof vId !== 'string')
            return false;
    }
    const vLineNum = o.LineNum;
    if (vLineNum !== undefined) {
        if (!Number.isInteger(vLineNum))
            return false;
        if (vLineNum < 1)
            return false;
    }
    const vDescription = o.Description;
    if (vDescription !== undefined) {
        if (typeof vDescription !== 'string')
            return false;
        if (vDescription.length > 4000 && codePointLength(vDescription) > 4000)
            return false;
    }
    const vAmount = o.Amount;
    if (vAmount !== undefined) {
        if (!validMoney(vAmount, d + 1))
            return false;
    }
    const vDetailType = o.DetailType;
    if (vDetailType === undefined)
        return false;
    if (typeof vDetailType !== 'string')
        return false;
    if (!(vDetailType === 'DiscountLineDetail' || vDetailType === 'DISCOUNT_LINE_DETAIL'))
        return false;
    const vDiscountLineDetail = o.DiscountLineDetail;
    if (vDiscountLineDetail !== undefined) {
        if (!validDiscountLineDetail(vDiscountLineDetail, d + 1))
            return false;
    }
    const vLinkedTxn = o.LinkedTxn;
    if (vLinkedTxn !== undefined) {
        if (!Array.isArray(vLinkedTxn))
            return false;
        if (d + 1 >= MAX_DEPTH) {
            tooDeep = true;
            return false;
        }
        for (let i = 0; i < vLinkedTxn.length; i++) {
            const item = vLinkedTxn[i];
            if (!validLinkedTxn(item, d + 2))
                return false;
        }
    }
    const vProjectRef = o.ProjectRef;
    if (vProjectRef !== undefined) {
        if (!validReferenceType(vProjectRef, d + 1))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid DiscountLine, at pointer `p`. */
function checkDiscountLine(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vId = o.Id;
            if (vId !== undefined) {
                if (typeof vId !== 'string') {
                    r.errors.push({
                        path: p + '/Id',
                        code: vId === null ? 'nullable' : 'type',
                        message: expected('a string', vId),
                    });
                }
            }
            const vLineNum = o.LineNum;
            if (vLineNum !== undefined) {
                if (!Number.isInteger(vLineNum)) {
                    r.errors.push({
                        path: p + '/LineNum',
                        code: vLineNum === null ? 'nullable' : 'type',
                        message: expected('an integer', vLineNum),
                    });
                }
                else if (vLineNum < 1)
                    r.errors.push({
                        path: p + '/LineNum',
                        code: 'minimum',
                        message: expected('at least 1', vLineNum),
                    });
            }
            const vDescription = o.Description;
            if (vDescription !== undefined) {
                if (typeof vDescription !== 'string') {
                    r.errors.push({
                        path: p + '/Description',
                        code: vDescription === null ? 'nullable' : 'type',
                        message: expected('a string', vDescription),
                    });
                }
                else if (codePointLength(vDescription) > 4000)
                    r.errors.push({
                        path: p + '/Description',
                        code: 'maxLength',
                        message: expected('at most 4000 characters', vDescription),
                    });
            }
            const vAmount = o.Amount;
            if (vAmount !== undefined) {
                checkMoney(vAmount, p + '/Amount', d + 1, r);
            }
            const vDetailType = o.DetailType;
            if (vDetailType === undefined) {
                r.errors.push({
                    path: p + '/DetailType',
                    code: 'required',
                    message: missing('DetailType'),
                });
            }
            else {
                if (typeof vDetailType !== 'string') {
                    r.errors.push({
                        path: p + '/DetailType',
                        code: vDetailType === null ? 'nullable' : 'type',
                        message: expected('a string', vDetailType),
                    });
                }
                else if (!(vDetailType === 'DiscountLineDetail' || vDetailType === 'DISCOUNT_LINE_DETAIL'))
                    r.errors.push({
                        path: p + '/DetailType',
                        code: 'enum',
                        message: expectedOneOf(['DiscountLineDetail', 'DISCOUNT_LINE_DETAIL'], vDetailType),
                    });
            }
            const vDiscountLineDetail = o.DiscountLineDetail;
            if (vDiscountLineDetail !== undefined) {
                checkDiscountLineDetail(vDiscountLineDetail, p + '/DiscountLineDetail', d + 1, r);
            }
            const vLinkedTxn = o.LinkedTxn;
            if (vLinkedTxn !== undefined) {
                if (!Array.isArray(vLinkedTxn)) {
                    r.errors.push({
                        path: p + '/LinkedTxn',
                        code: vLinkedTxn === null ? 'nullable' : 'type',
                        message: expected('an array', vLinkedTxn),
                    });
                }
                else {
                    if (d + 1 >= MAX_DEPTH) {
                        r.errors.push({
                            path: p + '/LinkedTxn',
                            code: 'depth',
                            message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
                        });
                    }
                    else if (r.errors.length < ERROR_LIMIT) {
                        for (let i = 0; i < vLinkedTxn.length; i++) {
                            const item = vLinkedTxn[i];
                            checkLinkedTxn(item, p + '/LinkedTxn' + '/' + i, d + 2, r);
                        }
                    }
                }
            }
            const vProjectRef = o.ProjectRef;
            if (vProjectRef !== undefined) {
                checkReferenceType(vProjectRef, p + '/ProjectRef', d + 1, r);
            }
        }
    }
}
/** Fast pass: is `v` a valid DiscountLineDetail? */
function validDiscountLineDetail(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vPercentBased = o.PercentBased;
    if (vPercentBased !== undefined) {
        if (typeof vPercentBased !== 'boolean')
            return false;
    }
    const vDiscountPercent = o.DiscountPercent;
    if (vDiscountPercent !== undefined) {
        if (typeof vDiscountPercent !== 'number' || !Number.isFinite(vDiscountPercent))
            return false;
    }
    const vDiscountAccountRef = o.DiscountAccountRef;
    if (vDiscountAccountRef !== undefined) {
        if (!validReferenceType(vDiscountAccountRef, d + 1))
            return false;
    }
    const vDiscountRef = o.DiscountRef;
    if (vDiscountRef !== undefined) {
        if (!validReferenceType(vDiscountRef, d + 1))
            return false;
    }
    const vClassRef = o.ClassRef;
    if (vClassRef !== undefined) {
        if (!validReferenceType(vClassRef, d + 1))
            return false;
    }
    const vTaxCodeRef = o.TaxCodeRef;
    if (vTaxCodeRef !== undefined) {
        if (!validReferenceType(vTaxCodeRef, d + 1))
            return false;
    }
    const vServiceDate = o.ServiceDate;
    if (vServiceDate !== undefined) {
        if (!validCalendarDate(vServiceDate, d + 1))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid DiscountLineDetail, at pointer `p`. */
function checkDiscountLineDetail(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vPercentBased = o.PercentBased;
            if (vPercentBased !== undefined) {
                if (typeof vPercentBased !== 'boolean') {
                    r.errors.push({
                        path: p + '/PercentBased',
                        code: vPercentBased === null ? 'nullable' : 'type',
                        message: expected('true or false', vPercentBased),
                    });
                }
            }
            const vDiscountPercent = o.DiscountPercent;
            if (vDiscountPercent !== undefined) {
                if (typeof vDiscountPercent !== 'number' || !Number.isFinite(vDiscountPercent)) {
                    r.errors.push({
                        path: p + '/DiscountPercent',
                        code: vDiscountPercent === null ? 'nullable' : 'type',
                        message: expected('a number', vDiscountPercent),
                    });
                }
            }
            const vDiscountAccountRef = o.DiscountAccountRef;
            if (vDiscountAccountRef !== undefined) {
                checkReferenceType(vDiscountAccountRef, p + '/DiscountAccountRef', d + 1, r);
            }
            const vDiscountRef = o.DiscountRef;
            if (vDiscountRef !== undefined) {
                checkReferenceType(vDiscountRef, p + '/DiscountRef', d + 1, r);
            }
            const vClassRef = o.ClassRef;
            if (vClassRef !== undefined) {
                checkReferenceType(vClassRef, p + '/ClassRef', d + 1, r);
            }
            const vTaxCodeRef = o.TaxCodeRef;
            if (vTaxCodeRef !== undefined) {
                checkReferenceType(vTaxCodeRef, p + '/TaxCodeRef', d + 1, r);
            }
            const vServiceDate = o.ServiceDate;
            if (vServiceDate !== undefined) {
                checkCalendarDate(vServiceDate, p + '/ServiceDate', d + 1, r);
            }
        }
    }
}
/** Fast pass: is `v` a valid EmailAddress? */
function validEmailAddress(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vId = o.Id;
    if (vId !== undefined) {
        if (typeof vId !== 'string')
            return false;
    }
    const vAddress = o.Address;
    if (vAddress !== undefined) {
        if (typeof vAddress !== 'string')
            return false;
        if (vAddress.length > 100 && codePointLength(vAddress) > 100)
            return false;
    }
    const vDefault = o.Default;
    if (vDefault !== undefined) {
        if (typeof vDefault !== 'boolean')
            return false;
    }
    const vTag = o.Tag;
    if (vTag !== undefined) {
        if (typeof vTag !== 'string')
            return false;
    }
    for (const key in o) {
        if (!(key === 'Id' || key === 'Address' || key === 'Default' || key === 'Tag'))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid EmailAddress, at pointer `p`. */
function checkEmailAddress(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vId = o.Id;
            if (vId !== undefined) {
                if (typeof vId !== 'string') {
                    r.errors.push({
                        path: p + '/Id',
                        code: vId === null ? 'nullable' : 'type',
                        message: expected('a string', vId),
                    });
                }
            }
            const vAddress = o.Address;
            if (vAddress !== undefined) {
                if (typeof vAddress !== 'string') {
                    r.errors.push({
                        path: p + '/Address',
                        code: vAddress === null ? 'nullable' : 'type',
                        message: expected('a string', vAddress),
                    });
                }
                else if (codePointLength(vAddress) > 100)
                    r.errors.push({
                        path: p + '/Address',
                        code: 'maxLength',
                        message: expected('at most 100 characters', vAddress),
                    });
            }
            const vDefault = o.Default;
            if (vDefault !== undefined) {
                if (typeof vDefault !== 'boolean') {
                    r.errors.push({
                        path: p + '/Default',
                        code: vDefault === null ? 'nullable' : 'type',
                        message: expected('true or false', vDefault),
                    });
                }
            }
            const vTag = o.Tag;
            if (vTag !== undefined) {
                if (typeof vTag !== 'string') {
                    r.errors.push({
                        path: p + '/Tag',
                        code: vTag === null ? 'nullable' : 'type',
                        message: expected('a string', vTag),
                    });
                }
            }
            for (const key in o) {
                if (!(key === 'Id' || key === 'Address' || key === 'Default' || key === 'Tag'))
                    r.errors.push({
                        path: p + '/' + escapePointer(key),
                        code: 'additionalProperties',
                        message: `unexpected property '${key}'`,
                    });
            }
        }
    }
}
/** Fast pass: is `v` a valid EmailStatus? */
function validEmailStatus(v, d) {
    if (typeof v !== 'string')
        return false;
    if (!(v === 'NotSet' ||
        v === 'NeedToSend' ||
        v === 'EmailSent' ||
        v === 'NOT_SET' ||
        v === 'NEED_TO_SEND' ||
        v === 'EMAIL_SENT'))
        return false;
    return true;
}
/** Collecting pass: every problem of `v` as a valid EmailStatus, at pointer `p`. */
function checkEmailStatus(v, p, d, r) {
    if (typeof v !== 'string') {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('a string', v),
        });
    }
    else if (!(v === 'NotSet' ||
        v === 'NeedToSend' ||
        v === 'EmailSent' ||
        v === 'NOT_SET' ||
        v === 'NEED_TO_SEND' ||
        v === 'EMAIL_SENT'))
        r.errors.push({
            path: p,
            code: 'enum',
            message: expectedOneOf(['NotSet', 'NeedToSend', 'EmailSent', 'NOT_SET', 'NEED_TO_SEND', 'EMAIL_SENT'], v),
        });
}
/** Fast pass: is `v` a valid EntityDeleteRequest? */
function validEntityDeleteRequest(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vId = o.Id;
    if (vId === undefined)
        return false;
    if (typeof vId !== 'string')
        return false;
    const vSyncToken = o.SyncToken;
    if (vSyncToken === undefined)
        return false;
    if (typeof vSyncToken !== 'string')
        return false;
    return true;
}
/** Collecting pass: every problem of `v` as a valid EntityDeleteRequest, at pointer `p`. */
function checkEntityDeleteRequest(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vId = o.Id;
            if (vId === undefined) {
                r.errors.push({ path: p + '/Id', code: 'required', message: missing('Id') });
            }
            else {
                if (typeof vId !== 'string') {
                    r.errors.push({
                        path: p + '/Id',
                        code: vId === null ? 'nullable' : 'type',
                        message: expected('a string', vId),
                    });
                }
            }
            const vSyncToken = o.SyncToken;
            if (vSyncToken === undefined) {
                r.errors.push({ path: p + '/SyncToken', code: 'required', message: missing('SyncToken') });
            }
            else {
                if (typeof vSyncToken !== 'string') {
                    r.errors.push({
                        path: p + '/SyncToken',
                        code: vSyncToken === null ? 'nullable' : 'type',
                        message: expected('a string', vSyncToken),
                    });
                }
            }
        }
    }
}
/** Fast pass: is `v` a valid EntityVoidRequest? */
function validEntityVoidRequest(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vId = o.Id;
    if (vId === undefined)
        return false;
    if (typeof vId !== 'string')
        return false;
    const vSyncToken = o.SyncToken;
    if (vSyncToken === undefined)
        return false;
    if (typeof vSyncToken !== 'string')
        return false;
    const vSparse = o.sparse;
    if (vSparse !== undefined) {
        if (typeof vSparse !== 'boolean')
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid EntityVoidRequest, at pointer `p`. */
function checkEntityVoidRequest(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vId = o.Id;
            if (vId === undefined) {
                r.errors.push({ path: p + '/Id', code: 'required', message: missing('Id') });
            }
            else {
                if (typeof vId !== 'string') {
                    r.errors.push({
                        path: p + '/Id',
                        code: vId === null ? 'nullable' : 'type',
                        message: expected('a string', vId),
                    });
                }
            }
            const vSyncToken = o.SyncToken;
            if (vSyncToken === undefined) {
                r.errors.push({ path: p + '/SyncToken', code: 'required', message: missing('SyncToken') });
            }
            else {
                if (typeof vSyncToken !== 'string') {
                    r.errors.push({
                        path: p + '/SyncToken',
                        code: vSyncToken === null ? 'nullable' : 'type',
                        message: expected('a string', vSyncToken),
                    });
                }
            }
            const vSparse = o.sparse;
            if (vSparse !== undefined) {
                if (typeof vSparse !== 'boolean') {
                    r.errors.push({
                        path: p + '/sparse',
                        code: vSparse === null ? 'nullable' : 'type',
                        message: expected('true or false', vSparse),
                    });
                }
            }
        }
    }
}
/** Fast pass: is `v` a valid Fault? */
function validFault(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vFault = o.Fault;
    if (vFault === undefined)
        return false;
    if (!validFaultInfo(vFault, d + 1))
        return false;
    const vTime = o.time;
    if (vTime !== undefined) {
        if (!validDateTime(vTime, d + 1))
            return false;
    }
    for (const key in o) {
        if (!(key === 'Fault' || key === 'time'))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid Fault, at pointer `p`. */
function checkFault(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vFault = o.Fault;
            if (vFault === undefined) {
                r.errors.push({ path: p + '/Fault', code: 'required', message: missing('Fault') });
            }
            else {
                checkFaultInfo(vFault, p + '/Fault', d + 1, r);
            }
            const vTime = o.time;
            if (vTime !== undefined) {
                checkDateTime(vTime, p + '/time', d + 1, r);
            }
            for (const key in o) {
                if (!(key === 'Fault' || key === 'time'))
                    r.errors.push({
                        path: p + '/' + escapePointer(key),
                        code: 'additionalProperties',
                        message: `unexpected property '${key}'`,
                    });
            }
        }
    }
}
/** Fast pass: is `v` a valid FaultError? */
function validFaultError(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vMessage = o.Message;
    if (vMessage === undefined)
        return false;
    if (typeof vMessage !== 'string')
        return false;
    const vDetail = o.Detail;
    if (vDetail !== undefined) {
        if (typeof vDetail !== 'string')
            return false;
    }
    const vCode = o.code;
    if (vCode === undefined)
        return false;
    if (typeof vCode !== 'string')
        return false;
    const vElement = o.element;
    if (vElement !== undefined) {
        if (typeof vElement !== 'string')
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid FaultError, at pointer `p`. */
function checkFaultError(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vMessage = o.Message;
            if (vMessage === undefined) {
                r.errors.push({ path: p + '/Message', code: 'required', message: missing('Message') });
            }
            else {
                if (typeof vMessage !== 'string') {
                    r.errors.push({
                        path: p + '/Message',
                        code: vMessage === null ? 'nullable' : 'type',
                        message: expected('a string', vMessage),
                    });
                }
            }
            const vDetail = o.Detail;
            if (vDetail !== undefined) {
                if (typeof vDetail !== 'string') {
                    r.errors.push({
                        path: p + '/Detail',
                        code: vDetail === null ? 'nullable' : 'type',
                        message: expected('a string', vDetail),
                    });
                }
            }
            const vCode = o.code;
            if (vCode === undefined) {
                r.errors.push({ path: p + '/code', code: 'required', message: missing('code') });
            }
            else {
                if (typeof vCode !== 'string') {
                    r.errors.push({
                        path: p + '/code',
                        code: vCode === null ? 'nullable' : 'type',
                        message: expected('a string', vCode),
                    });
                }
            }
            const vElement = o.element;
            if (vElement !== undefined) {
                if (typeof vElement !== 'string') {
                    r.errors.push({
                        path: p + '/element',
                        code: vElement === null ? 'nullable' : 'type',
                        message: expected('a string', vElement),
                    });
                }
            }
        }
    }
}
/** Fast pass: is `v` a valid FaultInfo? */
function validFaultInfo(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vError = o.Error;
    if (vError === undefined)
        return false;
    if (!Array.isArray(vError))
        return false;
    if (d + 1 >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    if (vError.length < 1)
        return false;
    for (let i = 0; i < vError.length; i++) {
        const item = vError[i];
        if (!validFaultError(item, d + 2))
            return false;
    }
    const vType = o.type;
    if (vType !== undefined) {
        if (!validFaultType(vType, d + 1))
            return false;
    }
    for (const key in o) {
        if (!(key === 'Error' || key === 'type'))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid FaultInfo, at pointer `p`. */
function checkFaultInfo(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vError = o.Error;
            if (vError === undefined) {
                r.errors.push({ path: p + '/Error', code: 'required', message: missing('Error') });
            }
            else {
                if (!Array.isArray(vError)) {
                    r.errors.push({
                        path: p + '/Error',
                        code: vError === null ? 'nullable' : 'type',
                        message: expected('an array', vError),
                    });
                }
                else {
                    if (d + 1 >= MAX_DEPTH) {
                        r.errors.push({
                            path: p + '/Error',
                            code: 'depth',
                            message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
                        });
                    }
                    else if (r.errors.length < ERROR_LIMIT) {
                        if (vError.length < 1)
                            r.errors.push({
                                path: p + '/Error',
                                code: 'minItems',
                                message: expected('at least 1 item', vError),
                            });
                        for (let i = 0; i < vError.length; i++) {
                            const item = vError[i];
                            checkFaultError(item, p + '/Error' + '/' + i, d + 2, r);
                        }
                    }
                }
            }
            const vType = o.type;
            if (vType !== undefined) {
                checkFaultType(vType, p + '/type', d + 1, r);
            }
            for (const key in o) {
                if (!(key === 'Error' || key === 'type'))
                    r.errors.push({
                        path: p + '/' + escapePointer(key),
                        code: 'additionalProperties',
                        message: `unexpected property '${key}'`,
                    });
            }
        }
    }
}
/** Fast pass: is `v` a valid FaultType? */
function validFaultType(v, d) {
    if (typeof v !== 'string')
        return false;
    if (!FAULT_TYPE_VALUES.has(v))
        return false;
    return true;
}
/** Collecting pass: every problem of `v` as a valid FaultType, at pointer `p`. */
function checkFaultType(v, p, d, r) {
    if (typeof v !== 'string') {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('a string', v),
        });
    }
    else if (!FAULT_TYPE_VALUES.has(v))
        r.errors.push({
            path: p,
            code: 'enum',
            message: expectedOneOf([
                'ValidationFault',
                'SystemFault',
                'AuthenticationFault',
                'AuthorizationFault',
                'AuthorizatonFault',
                'SERVICE',
                'AUTHENTICATION',
            ], v),
        });
}
/** Fast pass: is `v` a valid GatewayFault? */
function validGatewayFault(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vCode = o.code;
    if (vCode === undefined)
        return false;
    if (typeof vCode !== 'string')
        return false;
    const vType = o.type;
    if (vType !== undefined) {
        if (typeof vType !== 'string')
            return false;
    }
    const vMessage = o.message;
    if (vMessage !== undefined) {
        if (vMessage !== null) {
            if (typeof vMessage !== 'string')
                return false;
        }
    }
    const vDetail = o.detail;
    if (vDetail !== undefined) {
        if (vDetail !== null) {
            if (typeof vDetail !== 'string')
                return false;
        }
    }
    const vMoreInfo = o.moreInfo;
    if (vMoreInfo !== undefined) {
        if (vMoreInfo !== null) {
            if (typeof vMoreInfo !== 'string')
                return false;
        }
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid GatewayFault, at pointer `p`. */
function checkGatewayFault(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vCode = o.code;
            if (vCode === undefined) {
                r.errors.push({ path: p + '/code', code: 'required', message: missing('code') });
            }
            else {
                if (typeof vCode !== 'string') {
                    r.errors.push({
                        path: p + '/code',
                        code: vCode === null ? 'nullable' : 'type',
                        message: expected('a string', vCode),
                    });
                }
            }
            const vType = o.type;
            if (vType !== undefined) {
                if (typeof vType !== 'string') {
                    r.errors.push({
                        path: p + '/type',
                        code: vType === null ? 'nullable' : 'type',
                        message: expected('a string', vType),
                    });
                }
            }
            const vMessage = o.message;
            if (vMessage !== undefined) {
                if (vMessage !== null) {
                    if (typeof vMessage !== 'string') {
                        r.errors.push({
                            path: p + '/message',
                            code: vMessage === null ? 'nullable' : 'type',
                            message: expected('a string', vMessage),
                        });
                    }
                }
            }
            const vDetail = o.detail;
            if (vDetail !== undefined) {
                if (vDetail !== null) {
                    if (typeof vDetail !== 'string') {
                        r.errors.push({
                            path: p + '/detail',
                            code: vDetail === null ? 'nullable' : 'type',
                            message: expected('a string', vDetail),
                        });
                    }
                }
            }
            const vMoreInfo = o.moreInfo;
            if (vMoreInfo !== undefined) {
                if (vMoreInfo !== null) {
                    if (typeof vMoreInfo !== 'string') {
                        r.errors.push({
                            path: p + '/moreInfo',
                            code: vMoreInfo === null ? 'nullable' : 'type',
                            message: expected('a string', vMoreInfo),
                        });
                    }
                }
            }
        }
    }
}
/** Fast pass: is `v` a valid GlobalTaxCalculation? */
function validGlobalTaxCalculation(v, d) {
    if (typeof v !== 'string')
        return false;
    if (!(v === 'TaxExcluded' || v === 'TaxInclusive' || v === 'NotApplicable'))
        return false;
    return true;
}
/** Collecting pass: every problem of `v` as a valid GlobalTaxCalculation, at pointer `p`. */
function checkGlobalTaxCalculation(v, p, d, r) {
    if (typeof v !== 'string') {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('a string', v),
        });
    }
    else if (!(v === 'TaxExcluded' || v === 'TaxInclusive' || v === 'NotApplicable'))
        r.errors.push({
            path: p,
            code: 'enum',
            message: expectedOneOf(['TaxExcluded', 'TaxInclusive', 'NotApplicable'], v),
        });
}
/** Fast pass: is `v` a valid GroupLine? */
function validGroupLine(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vId = o.Id;
    if (vId !== undefined) {
        if (typeof vId !== 'string')
            return false;
    }
    const vLineNum = o.LineNum;
    if (vLineNum !== undefined) {
        if (!Number.isInteger(vLineNum))
            return false;
        if (vLineNum < 1)
            return false;
    }
    const vDescription = o.Description;
    if (vDescription !== undefined) {
        if (typeof vDescription !== 'string')
            return false;
        if (vDescription.length > 4000 && codePointLength(vDescription) > 4000)
            return false;
    }
    const vAmount = o.Amount;
    if (vAmount !== undefined) {
        if (!validMoney(vAmount, d + 1))
            return false;
    }
    const vDetailType = o.DetailType;
    if (vDetailType === undefined)
        return false;
    if (typeof vDetailType !== 'string')
        return false;
    if (!(vDetailType === 'GroupLineDetail' || vDetailType === 'GROUP_LINE_DETAIL'))
        return false;
    const vGroupLineDetail = o.GroupLineDetail;
    if (vGroupLineDetail !== undefined) {
        if (!validGroupLineDetail(vGroupLineDetail, d + 1))
            return false;
    }
    const vLinkedTxn = o.LinkedTxn;
    if (vLinkedTxn !== undefined) {
        if (!Array.isArray(vLinkedTxn))
            return false;
        if (d + 1 >= MAX_DEPTH) {
            tooDeep = true;
            return false;
        }
        for (let i = 0; i < vLinkedTxn.length; i++) {
            const item = vLinkedTxn[i];
            if (!validLinkedTxn(item, d + 2))
                return false;
        }
    }
    const vProjectRef = o.ProjectRef;
    if (vProjectRef !== undefined) {
        if (!validReferenceType(vProjectRef, d + 1))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid GroupLine, at pointer `p`. */
function checkGroupLine(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vId = o.Id;
            if (vId !== undefined) {
                if (typeof vId !== 'string') {
                    r.errors.push({
                        path: p + '/Id',
                        code: vId === null ? 'nullable' : 'type',
                        message: expected('a string', vId),
                    });
                }
            }
            const vLineNum = o.LineNum;
            if (vLineNum !== undefined) {
                if (!Number.isInteger(vLineNum)) {
                    r.errors.push({
                        path: p + '/LineNum',
                        code: vLineNum === null ? 'nullable' : 'type',
                        message: expected('an integer', vLineNum),
                    });
                }
                else if (vLineNum < 1)
                    r.errors.push({
                        path: p + '/LineNum',
                        code: 'minimum',
                        message: expected('at least 1', vLineNum),
                    });
            }
            const vDescription = o.Description;
            if (vDescription !== undefined) {
                if (typeof vDescription !== 'string') {
                    r.errors.push({
                        path: p + '/Description',
                        code: vDescription === null ? 'nullable' : 'type',
                        message: expected('a string', vDescription),
                    });
                }
                else if (codePointLength(vDescription) > 4000)
                    r.errors.push({
                        path: p + '/Description',
                        code: 'maxLength',
                        message: expected('at most 4000 characters', vDescription),
                    });
            }
            const vAmount = o.Amount;
            if (vAmount !== undefined) {
                checkMoney(vAmount, p + '/Amount', d + 1, r);
            }
            const vDetailType = o.DetailType;
            if (vDetailType === undefined) {
                r.errors.push({
                    path: p + '/DetailType',
                    code: 'required',
                    message: missing('DetailType'),
                });
            }
            else {
                if (typeof vDetailType !== 'string') {
                    r.errors.push({
                        path: p + '/DetailType',
                        code: vDetailType === null ? 'nullable' : 'type',
                        message: expected('a string', vDetailType),
                    });
                }
                else if (!(vDetailType === 'GroupLineDetail' || vDetailType === 'GROUP_LINE_DETAIL'))
                    r.errors.push({
                        path: p + '/DetailType',
                        code: 'enum',
                        message: expectedOneOf(['GroupLineDetail', 'GROUP_LINE_DETAIL'], vDetailType),
                    });
            }
            const vGroupLineDetail = o.GroupLineDetail;
            if (vGroupLineDetail !== undefined) {
                checkGroupLineDetail(vGroupLineDetail, p + '/GroupLineDetail', d + 1, r);
            }
            const vLinkedTxn = o.LinkedTxn;
            if (vLinkedTxn !== undefined) {
                if (!Array.isArray(vLinkedTxn)) {
                    r.errors.push({
                        path: p + '/LinkedTxn',
                        code: vLinkedTxn === null ? 'nullable' : 'type',
                        message: expected('an array', vLinkedTxn),
                    });
                }
                else {
                    if (d + 1 >= MAX_DEPTH) {
                        r.errors.push({
                            path: p + '/LinkedTxn',
                            code: 'depth',
                            message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
                        });
                    }
                    else if (r.errors.length < ERROR_LIMIT) {
                        for (let i = 0; i < vLinkedTxn.length; i++) {
                            const item = vLinkedTxn[i];
                            checkLinkedTxn(item, p + '/LinkedTxn' + '/' + i, d + 2, r);
                        }
                    }
                }
            }
            const vProjectRef = o.ProjectRef;
            if (vProjectRef !== undefined) {
                checkReferenceType(vProjectRef, p + '/ProjectRef', d + 1, r);
            }
        }
    }
}
/** Fast pass: is `v` a valid GroupLineDetail? */
function validGroupLineDetail(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vGroupItemRef = o.GroupItemRef;
    if (vGroupItemRef !== undefined) {
        if (!validReferenceType(vGroupItemRef, d + 1))
            return false;
    }
    const vQuantity = o.Quantity;
    if (vQuantity !== undefined) {
        if (typeof vQuantity !== 'number' || !Number.isFinite(vQuantity))
            return false;
    }
    const vServiceDate = o.ServiceDate;
    if (vServiceDate !== undefined) {
        if (!validCalendarDate(vServiceDate, d + 1))
            return false;
    }
    const vLine = o.Line;
    if (vLine !== undefined) {
        if (!Array.isArray(vLine))
            return false;
        if (d + 1 >= MAX_DEPTH) {
            tooDeep = true;
            return false;
        }
        for (let i = 0; i < vLine.length; i++) {
            const item = vLine[i];
            if (!validSalesItemLine(item, d + 2))
                return false;
        }
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid GroupLineDetail, at pointer `p`. */
function checkGroupLineDetail(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vGroupItemRef = o.GroupItemRef;
            if (vGroupItemRef !== undefined) {
                checkReferenceType(vGroupItemRef, p + '/GroupItemRef', d + 1, r);
            }
            const vQuantity = o.Quantity;
            if (vQuantity !== undefined) {
                if (typeof vQuantity !== 'number' || !Number.isFinite(vQuantity)) {
                    r.errors.push({
                        path: p + '/Quantity',
                        code: vQuantity === null ? 'nullable' : 'type',
                        message: expected('a number', vQuantity),
                    });
                }
            }
            const vServiceDate = o.ServiceDate;
            if (vServiceDate !== undefined) {
                checkCalendarDate(vServiceDate, p + '/ServiceDate', d + 1, r);
            }
            const vLine = o.Line;
            if (vLine !== undefined) {
                if (!Array.isArray(vLine)) {
                    r.errors.push({
                        path: p + '/Line',
                        code: vLine === null ? 'nullable' : 'type',
                        message: expected('an array', vLine),
                    });
                }
                else {
                    if (d + 1 >= MAX_DEPTH) {
                        r.errors.push({
                            path: p + '/Line',
                            code: 'depth',
                            message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
                        });
                    }
                    else if (r.errors.length < ERROR_LIMIT) {
                        for (let i = 0; i < vLine.length; i++) {
                            const item = vLine[i];
                            checkSalesItemLine(item, p + '/Line' + '/' + i, d + 2, r);
                        }
                    }
                }
            }
        }
    }
}
/** Fast pass: is `v` a valid Invoice? */
function validInvoice(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vId = o.Id;
    if (vId !== undefined) {
        if (typeof vId !== 'string')
            return false;
    }
    const vSyncToken = o.SyncToken;
    if (vSyncToken !== undefined) {
        if (typeof vSyncToken !== 'string')
            return false;
    }
    const vMetaData = o.MetaData;
    if (vMetaData !== undefined) {
        if (!validMetaData(vMetaData, d + 1))
            return false;
    }
    const vDomain = o.domain;
    if (vDomain !== undefined) {
        if (typeof vDomain !== 'string')
            return false;
    }
    const vStatus = o.status;
    if (vStatus !== undefined) {
        if (typeof vStatus !== 'string')
            return false;
    }
    const vSparse = o.sparse;
    if (vSparse !== undefined) {
        if (typeof vSparse !== 'boolean')
            return false;
    }
    const vCustomerRef = o.CustomerRef;
    if (vCustomerRef !== undefined) {
        if (!validReferenceType(vCustomerRef, d + 1))
            return false;
    }
    const vLine = o.Line;
    if (vLine !== undefined) {
        if (!Array.isArray(vLine))
            return false;
        if (d + 1 >= MAX_DEPTH) {
            tooDeep = true;
            return false;
        }
        for (let i = 0; i < vLine.length; i++) {
            const item = vLine[i];
            if (!validLine(item, d + 2))
                return false;
        }
    }
    const vDocNumber = o.DocNumber;
    if (vDocNumber !== undefined) {
        if (typeof vDocNumber !== 'string')
            return false;
        if (vDocNumber.length > 21 && codePointLength(vDocNumber) > 21)
            return false;
    }
    const vTxnDate = o.TxnDate;
    if (vTxnDate !== undefined) {
        if (!validCalendarDate(vTxnDate, d + 1))
            return false;
    }
    const vDueDate = o.DueDate;
    if (vDueDate !== undefined) {
        if (!validCalendarDate(vDueDate, d + 1))
            return false;
    }
    const vCurrencyRef = o.CurrencyRef;
    if (vCurrencyRef !== undefined) {
        if (!validReferenceType(vCurrencyRef, d + 1))
            return false;
    }
    const vExchangeRate = o.ExchangeRate;
    if (vExchangeRate !== undefined) {
        if (typeof vExchangeRate !== 'number' || !Number.isFinite(vExchangeRate))
            return false;
    }
    const vBillAddr = o.BillAddr;
    if (vBillAddr !== undefined) {
        if (!validPhysicalAddress(vBillAddr, d + 1))
            return false;
    }
    const vShipAddr = o.ShipAddr;
    if (vShipAddr !== undefined) {
        if (!validPhysicalAddress(vShipAddr, d + 1))
            return false;
    }
    const vShipFromAddr = o.ShipFromAddr;
    if (vShipFromAddr !== undefined) {
        if (!validPhysicalAddress(vShipFromAddr, d + 1))
            return false;
    }
    const vBillEmail = o.BillEmail;
    if (vBillEmail !== undefined) {
        if (!validEmailAddress(vBillEmail, d + 1))
            return false;
    }
    const vBillEmailCc = o.BillEmailCc;
    if (vBillEmailCc !== undefined) {
        if (!validEmailAddress(vBillEmailCc, d + 1))
            return false;
    }
    const vBillEmailBcc = o.BillEmailBcc;
    if (vBillEmailBcc !== undefined) {
        if (!validEmailAddress(vBillEmailBcc, d + 1))
            return false;
    }
    const vEmailStatus = o.EmailStatus;
    if (vEmailStatus !== undefined) {
        if (!validEmailStatus(vEmailStatus, d + 1))
            return false;
    }
    const vPrintStatus = o.PrintStatus;
    if (vPrintStatus !== undefined) {
        if (!validPrintStatus(vPrintStatus, d + 1))
            return false;
    }
    const vTxnTaxDetail = o.TxnTaxDetail;
    if (vTxnTaxDetail !== undefined) {
        if (!validTxnTaxDetail(vTxnTaxDetail, d + 1))
            return false;
    }
    const vLinkedTxn = o.LinkedTxn;
    if (vLinkedTxn !== undefined) {
        if (!Array.isArray(vLinkedTxn))
            return false;
        if (d + 1 >= MAX_DEPTH) {
            tooDeep = true;
            return false;
        }
        for (let i2 = 0; i2 < vLinkedTxn.length; i2++) {
            const item2 = vLinkedTxn[i2];
            if (!validLinkedTxn(item2, d + 2))
                return false;
        }
    }
    const vPrivateNote = o.PrivateNote;
    if (vPrivateNote !== undefined) {
        if (typeof vPrivateNote !== 'string')
            return false;
        if (vPrivateNote.length > 4000 && codePointLength(vPrivateNote) > 4000)
            return false;
    }
    const vCustomerMemo = o.CustomerMemo;
    if (vCustomerMemo !== undefined) {
        if (!validMemoRef(vCustomerMemo, d + 1))
            return false;
    }
    const vApplyTaxAfterDiscount = o.ApplyTaxAfterDiscount;
    if (vApplyTaxAfterDiscount !== undefined) {
        if (typeof vApplyTaxAfterDiscount !== 'boolean')
            return false;
    }
    const vDeposit = o.Deposit;
    if (vDeposit !== undefined) {
        if (!validMoney(vDeposit, d + 1))
            return false;
    }
    const vDepositToAccountRef = o.DepositToAccountRef;
    if (vDepositToAccountRef !== undefined) {
        if (!validReferenceType(vDepositToAccountRef, d + 1))
            return false;
    }
    const vSalesTermRef = o.SalesTermRef;
    if (vSalesTermRef !== undefined) {
        if (!validReferenceType(vSalesTermRef, d + 1))
            return false;
    }
    const vClassRef = o.ClassRef;
    if (vClassRef !== undefined) {
        if (!validReferenceType(vClassRef, d + 1))
            return false;
    }
    const vDepartmentRef = o.DepartmentRef;
    if (vDepartmentRef !== undefined) {
        if (!validReferenceType(vDepartmentRef, d + 1))
            return false;
    }
    const vProjectRef = o.ProjectRef;
    if (vProjectRef !== undefined) {
        if (!validReferenceType(vProjectRef, d + 1))
            return false;
    }
    const vShipMethodRef = o.ShipMethodRef;
    if (vShipMethodRef !== undefined) {
        if (!validReferenceType(vShipMethodRef, d + 1))
            return false;
    }
    const vShipDate = o.ShipDate;
    if (vShipDate !== undefined) {
        if (!validCalendarDate(vShipDate, d + 1))
            return false;
    }
    const vTrackingNum = o.TrackingNum;
    if (vTrackingNum !== undefined) {
        if (typeof vTrackingNum !== 'string')
            return false;
    }
    const vGlobalTaxCalculation = o.GlobalTaxCalculation;
    if (vGlobalTaxCalculation !== undefined) {
        if (!validGlobalTaxCalculation(vGlobalTaxCalculation, d + 1))
            return false;
    }
    const vAllowOnlinePayment = o.AllowOnlinePayment;
    if (vAllowOnlinePayment !== undefined) {
        if (typeof vAllowOnlinePayment !== 'boolean')
            return false;
    }
    const vAllowOnlineCreditCardPayment = o.AllowOnlineCreditCardPayment;
    if (vAllowOnlineCreditCardPayment !== undefined) {
        if (typeof vAllowOnlineCreditCardPayment !== 'boolean')
            return false;
    }
    const vAllowOnlineACHPayment = o.AllowOnlineACHPayment;
    if (vAllowOnlineACHPayment !== undefined) {
        if (typeof vAllowOnlineACHPayment !== 'boolean')
            return false;
    }
    const vCustomField = o.CustomField;
    if (vCustomField !== undefined) {
        if (!Array.isArray(vCustomField))
            return false;
        if (d + 1 >= MAX_DEPTH) {
            tooDeep = true;
            return false;
        }
        for (let i3 = 0; i3 < vCustomField.length; i3++) {
            const item3 = vCustomField[i3];
            if (!validCustomField(item3, d + 2))
                return false;
        }
    }
    const vTotalAmt = o.TotalAmt;
    if (vTotalAmt !== undefined) {
        if (!validMoney(vTotalAmt, d + 1))
            return false;
    }
    const vHomeTotalAmt = o.HomeTotalAmt;
    if (vHomeTotalAmt !== undefined) {
        if (!validMoney(vHomeTotalAmt, d + 1))
            return false;
    }
    const vBalance = o.Balance;
    if (vBalance !== undefined) {
        if (!validMoney(vBalance, d + 1))
            return false;
    }
    const vHomeBalance = o.HomeBalance;
    if (vHomeBalance !== undefined) {
        if (!validMoney(vHomeBalance, d + 1))
            return false;
    }
    const vDeliveryInfo = o.DeliveryInfo;
    if (vDeliveryInfo !== undefined) {
        if (typeof vDeliveryInfo !== 'object' || vDeliveryInfo === null || Array.isArray(vDeliveryInfo))
            return false;
        if (d + 1 >= MAX_DEPTH) {
            tooDeep = true;
            return false;
        }
        const o2 = vDeliveryInfo;
    }
    const vInvoiceLink = o.InvoiceLink;
    if (vInvoiceLink !== undefined) {
        if (typeof vInvoiceLink !== 'string')
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid Invoice, at pointer `p`. */
function checkInvoice(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vId = o.Id;
            if (vId !== undefined) {
                if (typeof vId !== 'string') {
                    r.errors.push({
                        path: p + '/Id',
                        code: vId === null ? 'nullable' : 'type',
                        message: expected('a string', vId),
                    });
                }
            }
            const vSyncToken = o.SyncToken;
            if (vSyncToken !== undefined) {
                if (typeof vSyncToken !== 'string') {
                    r.errors.push({
                        path: p + '/SyncToken',
                        code: vSyncToken === null ? 'nullable' : 'type',
                        message: expected('a string', vSyncToken),
                    });
                }
            }
            const vMetaData = o.MetaData;
            if (vMetaData !== undefined) {
                checkMetaData(vMetaData, p + '/MetaData', d + 1, r);
            }
            const vDomain = o.domain;
            if (vDomain !== undefined) {
                if (typeof vDomain !== 'string') {
                    r.errors.push({
                        path: p + '/domain',
                        code: vDomain === null ? 'nullable' : 'type',
                        message: expected('a string', vDomain),
                    });
                }
            }
            const vStatus = o.status;
            if (vStatus !== undefined) {
                if (typeof vStatus !== 'string') {
                    r.errors.push({
                        path: p + '/status',
                        code: vStatus === null ? 'nullable' : 'type',
                        message: expected('a string', vStatus),
                    });
                }
            }
            const vSparse = o.sparse;
            if (vSparse !== undefined) {
                if (typeof vSparse !== 'boolean') {
                    r.errors.push({
                        path: p + '/sparse',
                        code: vSparse === null ? 'nullable' : 'type',
                        message: expected('true or false', vSparse),
                    });
                }
            }
            const vCustomerRef = o.CustomerRef;
            if (vCustomerRef !== undefined) {
                checkReferenceType(vCustomerRef, p + '/CustomerRef', d + 1, r);
            }
            const vLine = o.Line;
            if (vLine !== undefined) {
                if (!Array.isArray(vLine)) {
                    r.errors.push({
                        path: p + '/Line',
                        code: vLine === null ? 'nullable' : 'type',
                        message: expected('an array', vLine),
                    });
                }
                else {
                    if (d + 1 >= MAX_DEPTH) {
                        r.errors.push({
                            path: p + '/Line',
                            code: 'depth',
                            message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
                        });
                    }
                    else if (r.errors.length < ERROR_LIMIT) {
                        for (let i = 0; i < vLine.length; i++) {
                            const item = vLine[i];
                            checkLine(item, p + '/Line' + '/' + i, d + 2, r);
                        }
                    }
                }
            }
            const vDocNumber = o.DocNumber;
            if (vDocNumber !== undefined) {
                if (typeof vDocNumber !== 'string') {
                    r.errors.push({
                        path: p + '/DocNumber',
                        code: vDocNumber === null ? 'nullable' : 'type',
                        message: expected('a string', vDocNumber),
                    });
                }
                else if (codePointLength(vDocNumber) > 21)
                    r.errors.push({
                        path: p + '/DocNumber',
                        code: 'maxLength',
                        message: expected('at most 21 characters', vDocNumber),
                    });
            }
            const vTxnDate = o.TxnDate;
            if (vTxnDate !== undefined) {
                checkCalendarDate(vTxnDate, p + '/TxnDate', d + 1, r);
            }
            const vDueDate = o.DueDate;
            if (vDueDate !== undefined) {
                checkCalendarDate(vDueDate, p + '/DueDate', d + 1, r);
            }
            const vCurrencyRef = o.CurrencyRef;
            if (vCurrencyRef !== undefined) {
                checkReferenceType(vCurrencyRef, p + '/CurrencyRef', d + 1, r);
            }
            const vExchangeRate = o.ExchangeRate;
            if (vExchangeRate !== undefined) {
                if (typeof vExchangeRate !== 'number' || !Number.isFinite(vExchangeRate)) {
                    r.errors.push({
                        path: p + '/ExchangeRate',
                        code: vExchangeRate === null ? 'nullable' : 'type',
                        message: expected('a number', vExchangeRate),
                    });
                }
            }
            const vBillAddr = o.BillAddr;
            if (vBillAddr !== undefined) {
                checkPhysicalAddress(vBillAddr, p + '/BillAddr', d + 1, r);
            }
            const vShipAddr = o.ShipAddr;
            if (vShipAddr !== undefined) {
                checkPhysicalAddress(vShipAddr, p + '/ShipAddr', d + 1, r);
            }
            const vShipFromAddr = o.ShipFromAddr;
            if (vShipFromAddr !== undefined) {
                checkPhysicalAddress(vShipFromAddr, p + '/ShipFromAddr', d + 1, r);
            }
            const vBillEmail = o.BillEmail;
            if (vBillEmail !== undefined) {
                checkEmailAddress(vBillEmail, p + '/BillEmail', d + 1, r);
            }
            const vBillEmailCc = o.BillEmailCc;
            if (vBillEmailCc !== undefined) {
                checkEmailAddress(vBillEmailCc, p + '/BillEmailCc', d + 1, r);
            }
            const vBillEmailBcc = o.BillEmailBcc;
            if (vBillEmailBcc !== undefined) {
                checkEmailAddress(vBillEmailBcc, p + '/BillEmailBcc', d + 1, r);
            }
            const vEmailStatus = o.EmailStatus;
            if (vEmailStatus !== undefined) {
                checkEmailStatus(vEmailStatus, p + '/EmailStatus', d + 1, r);
            }
            const vPrintStatus = o.PrintStatus;
            if (vPrintStatus !== undefined) {
                checkPrintStatus(vPrintStatus, p + '/PrintStatus', d + 1, r);
            }
            const vTxnTaxDetail = o.TxnTaxDetail;
            if (vTxnTaxDetail !== undefined) {
                checkTxnTaxDetail(vTxnTaxDetail, p + '/TxnTaxDetail', d + 1, r);
            }
            const vLinkedTxn = o.LinkedTxn;
            if (vLinkedTxn !== undefined) {
                if (!Array.isArray(vLinkedTxn)) {
                    r.errors.push({
                        path: p + '/LinkedTxn',
                        code: vLinkedTxn === null ? 'nullable' : 'type',
                        message: expected('an array', vLinkedTxn),
                    });
                }
                else {
                    if (d + 1 >= MAX_DEPTH) {
                        r.errors.push({
                            path: p + '/LinkedTxn',
                            code: 'depth',
                            message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
                        });
                    }
                    else if (r.errors.length < ERROR_LIMIT) {
                        for (let i2 = 0; i2 < vLinkedTxn.length; i2++) {
                            const item2 = vLinkedTxn[i2];
                            checkLinkedTxn(item2, p + '/LinkedTxn' + '/' + i2, d + 2, r);
                        }
                    }
                }
            }
            const vPrivateNote = o.PrivateNote;
            if (vPrivateNote !== undefined) {
                if (typeof vPrivateNote !== 'string') {
                    r.errors.push({
                        path: p + '/PrivateNote',
                        code: vPrivateNote === null ? 'nullable' : 'type',
                        message: expected('a string', vPrivateNote),
                    });
                }
                else if (codePointLength(vPrivateNote) > 4000)
                    r.errors.push({
                        path: p + '/PrivateNote',
                        code: 'maxLength',
                        message: expected('at most 4000 characters', vPrivateNote),
                    });
            }
            const vCustomerMemo = o.CustomerMemo;
            if (vCustomerMemo !== undefined) {
                checkMemoRef(vCustomerMemo, p + '/CustomerMemo', d + 1, r);
            }
            const vApplyTaxAfterDiscount = o.ApplyTaxAfterDiscount;
            if (vApplyTaxAfterDiscount !== undefined) {
                if (typeof vApplyTaxAfterDiscount !== 'boolean') {
                    r.errors.push({
                        path: p + '/ApplyTaxAfterDiscount',
                        code: vApplyTaxAfterDiscount === null ? 'nullable' : 'type',
                        message: expected('true or false', vApplyTaxAfterDiscount),
                    });
                }
            }
            const vDeposit = o.Deposit;
            if (vDeposit !== undefined) {
                checkMoney(vDeposit, p + '/Deposit', d + 1, r);
            }
            const vDepositToAccountRef = o.DepositToAccountRef;
            if (vDepositToAccountRef !== undefined) {
                checkReferenceType(vDepositToAccountRef, p + '/DepositToAccountRef', d + 1, r);
            }
            const vSalesTermRef = o.SalesTermRef;
            if (vSalesTermRef !== undefined) {
                checkReferenceType(vSalesTermRef, p + '/SalesTermRef', d + 1, r);
            }
            const vClassRef = o.ClassRef;
            if (vClassRef !== undefined) {
                checkReferenceType(vClassRef, p + '/ClassRef', d + 1, r);
            }
            const vDepartmentRef = o.DepartmentRef;
            if (vDepartmentRef !== undefined) {
                checkReferenceType(vDepartmentRef, p + '/DepartmentRef', d + 1, r);
            }
            const vProjectRef = o.ProjectRef;
            if (vProjectRef !== undefined) {
                checkReferenceType(vProjectRef, p + '/ProjectRef', d + 1, r);
            }
            const vShipMethodRef = o.ShipMethodRef;
            if (vShipMethodRef !== undefined) {
                checkReferenceType(vShipMethodRef, p + '/ShipMethodRef', d + 1, r);
            }
            const vShipDate = o.ShipDate;
            if (vShipDate !== undefined) {
                checkCalendarDate(vShipDate, p + '/ShipDate', d + 1, r);
            }
            const vTrackingNum = o.TrackingNum;
            if (vTrackingNum !== undefined) {
                if (typeof vTrackingNum !== 'string') {
                    r.errors.push({
                        path: p + '/TrackingNum',
                        code: vTrackingNum === null ? 'nullable' : 'type',
                        message: expected('a string', vTrackingNum),
                    });
                }
            }
            const vGlobalTaxCalculation = o.GlobalTaxCalculation;
            if (vGlobalTaxCalculation !== undefined) {
                checkGlobalTaxCalculation(vGlobalTaxCalculation, p + '/GlobalTaxCalculation', d + 1, r);
            }
            const vAllowOnlinePayment = o.AllowOnlinePayment;
            if (vAllowOnlinePayment !== undefined) {
                if (typeof vAllowOnlinePayment !== 'boolean') {
                    r.errors.push({
                        path: p + '/AllowOnlinePayment',
                        code: vAllowOnlinePayment === null ? 'nullable' : 'type',
                        message: expected('true or false', vAllowOnlinePayment),
                    });
                }
            }
            const vAllowOnlineCreditCardPayment = o.AllowOnlineCreditCardPayment;
            if (vAllowOnlineCreditCardPayment !== undefined) {
                if (typeof vAllowOnlineCreditCardPayment !== 'boolean') {
                    r.errors.push({
                        path: p + '/AllowOnlineCreditCardPayment',
                        code: vAllowOnlineCreditCardPayment === null ? 'nullable' : 'type',
                        message: expected('true or false', vAllowOnlineCreditCardPayment),
                    });
                }
            }
            const vAllowOnlineACHPayment = o.AllowOnlineACHPayment;
            if (vAllowOnlineACHPayment !== undefined) {
                if (typeof vAllowOnlineACHPayment !== 'boolean') {
                    r.errors.push({
                        path: p + '/AllowOnlineACHPayment',
                        code: vAllowOnlineACHPayment === null ? 'nullable' : 'type',
                        message: expected('true or false', vAllowOnlineACHPayment),
                    });
                }
            }
            const vCustomField = o.CustomField;
            if (vCustomField !== undefined) {
                if (!Array.isArray(vCustomField)) {
                    r.errors.push({
                        path: p + '/CustomField',
                        code: vCustomField === null ? 'nullable' : 'type',
                        message: expected('an array', vCustomField),
                    });
                }
                else {
                    if (d + 1 >= MAX_DEPTH) {
                        r.errors.push({
                            path: p + '/CustomField',
                            code: 'depth',
                            message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
                        });
                    }
                    else if (r.errors.length < ERROR_LIMIT) {
                        for (let i3 = 0; i3 < vCustomField.length; i3++) {
                            const item3 = vCustomField[i3];
                            checkCustomField(item3, p + '/CustomField' + '/' + i3, d + 2, r);
                        }
                    }
                }
            }
            const vTotalAmt = o.TotalAmt;
            if (vTotalAmt !== undefined) {
                checkMoney(vTotalAmt, p + '/TotalAmt', d + 1, r);
            }
            const vHomeTotalAmt = o.HomeTotalAmt;
            if (vHomeTotalAmt !== undefined) {
                checkMoney(vHomeTotalAmt, p + '/HomeTotalAmt', d + 1, r);
            }
            const vBalance = o.Balance;
            if (vBalance !== undefined) {
                checkMoney(vBalance, p + '/Balance', d + 1, r);
            }
            const vHomeBalance = o.HomeBalance;
            if (vHomeBalance !== undefined) {
                checkMoney(vHomeBalance, p + '/HomeBalance', d + 1, r);
            }
            const vDeliveryInfo = o.DeliveryInfo;
            if (vDeliveryInfo !== undefined) {
                if (typeof vDeliveryInfo !== 'object' ||
                    vDeliveryInfo === null ||
                    Array.isArray(vDeliveryInfo)) {
                    r.errors.push({
                        path: p + '/DeliveryInfo',
                        code: vDeliveryInfo === null ? 'nullable' : 'type',
                        message: expected('an object', vDeliveryInfo),
                    });
                }
                else {
                    if (d + 1 >= MAX_DEPTH) {
                        r.errors.push({
                            path: p + '/DeliveryInfo',
                            code: 'depth',
                            message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
                        });
                    }
                    else if (r.errors.length < ERROR_LIMIT) {
                        const o2 = vDeliveryInfo;
                    }
                }
            }
            const vInvoiceLink = o.InvoiceLink;
            if (vInvoiceLink !== undefined) {
                if (typeof vInvoiceLink !== 'string') {
                    r.errors.push({
                        path: p + '/InvoiceLink',
                        code: vInvoiceLink === null ? 'nullable' : 'type',
                        message: expected('a string', vInvoiceLink),
                    });
                }
            }
        }
    }
}
/** Fast pass: is `v` a valid InvoiceWrite (request shape)? */
function validInvoiceWrite(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    if (o.Id !== undefined)
        droppedSeen = true;
    if (o.SyncToken !== undefined)
        droppedSeen = true;
    if (o.MetaData !== undefined)
        droppedSeen = true;
    if (o.domain !== undefined)
        droppedSeen = true;
    if (o.status !== undefined)
        droppedSeen = true;
    const vSparse = o.sparse;
    if (vSparse !== undefined) {
        if (typeof vSparse !== 'boolean')
            return false;
    }
    const vCustomerRef = o.CustomerRef;
    if (vCustomerRef !== undefined) {
        if (!validReferenceType(vCustomerRef, d + 1))
            return false;
    }
    const vLine = o.Line;
    if (vLine !== undefined) {
        if (!Array.isArray(vLine))
            return false;
        if (d + 1 >= MAX_DEPTH) {
            tooDeep = true;
            return false;
        }
        for (let i = 0; i < vLine.length; i++) {
            const item = vLine[i];
            if (!validLine(item, d + 2))
                return false;
        }
    }
    const vDocNumber = o.DocNumber;
    if (vDocNumber !== undefined) {
        if (typeof vDocNumber !== 'string')
            return false;
        if (vDocNumber.length > 21 && codePointLength(vDocNumber) > 21)
            return false;
    }
    const vTxnDate = o.TxnDate;
    if (vTxnDate !== undefined) {
        if (!validCalendarDate(vTxnDate, d + 1))
            return false;
    }
    const vDueDate = o.DueDate;
    if (vDueDate !== undefined) {
        if (!validCalendarDate(vDueDate, d + 1))
            return false;
    }
    const vCurrencyRef = o.CurrencyRef;
    if (vCurrencyRef !== undefined) {
        if (!validReferenceType(vCurrencyRef, d + 1))
            return false;
    }
    const vExchangeRate = o.ExchangeRate;
    if (vExchangeRate !== undefined) {
        if (typeof vExchangeRate !== 'number' || !Number.isFinite(vExchangeRate))
            return false;
    }
    const vBillAddr = o.BillAddr;
    if (vBillAddr !== undefined) {
        if (!validPhysicalAddressWrite(vBillAddr, d + 1))
            return false;
    }
    const vShipAddr = o.ShipAddr;
    if (vShipAddr !== undefined) {
        if (!validPhysicalAddressWrite(vShipAddr, d + 1))
            return false;
    }
    const vShipFromAddr = o.ShipFromAddr;
    if (vShipFromAddr !== undefined) {
        if (!validPhysicalAddressWrite(vShipFromAddr, d + 1))
            return false;
    }
    const vBillEmail = o.BillEmail;
    if (vBillEmail !== undefined) {
        if (!validEmailAddress(vBillEmail, d + 1))
            return false;
    }
    const vBillEmailCc = o.BillEmailCc;
    if (vBillEmailCc !== undefined) {
        if (!validEmailAddress(vBillEmailCc, d + 1))
            return false;
    }
    const vBillEmailBcc = o.BillEmailBcc;
    if (vBillEmailBcc !== undefined) {
        if (!validEmailAddress(vBillEmailBcc, d + 1))
            return false;
    }
    const vEmailStatus = o.EmailStatus;
    if (vEmailStatus !== undefined) {
        if (!validEmailStatus(vEmailStatus, d + 1))
            return false;
    }
    const vPrintStatus = o.PrintStatus;
    if (vPrintStatus !== undefined) {
        if (!validPrintStatus(vPrintStatus, d + 1))
            return false;
    }
    const vTxnTaxDetail = o.TxnTaxDetail;
    if (vTxnTaxDetail !== undefined) {
        if (!validTxnTaxDetail(vTxnTaxDetail, d + 1))
            return false;
    }
    const vLinkedTxn = o.LinkedTxn;
    if (vLinkedTxn !== undefined) {
        if (!Array.isArray(vLinkedTxn))
            return false;
        if (d + 1 >= MAX_DEPTH) {
            tooDeep = true;
            return false;
        }
        for (let i2 = 0; i2 < vLinkedTxn.length; i2++) {
            const item2 = vLinkedTxn[i2];
            if (!validLinkedTxn(item2, d + 2))
                return false;
        }
    }
    const vPrivateNote = o.PrivateNote;
    if (vPrivateNote !== undefined) {
        if (typeof vPrivateNote !== 'string')
            return false;
        if (vPrivateNote.length > 4000 && codePointLength(vPrivateNote) > 4000)
            return false;
    }
    const vCustomerMemo = o.CustomerMemo;
    if (vCustomerMemo !== undefined) {
        if (!validMemoRef(vCustomerMemo, d + 1))
            return false;
    }
    const vApplyTaxAfterDiscount = o.ApplyTaxAfterDiscount;
    if (vApplyTaxAfterDiscount !== undefined) {
        if (typeof vApplyTaxAfterDiscount !== 'boolean')
            return false;
    }
    const vDeposit = o.Deposit;
    if (vDeposit !== undefined) {
        if (!validMoney(vDeposit, d + 1))
            return false;
    }
    const vDepositToAccountRef = o.DepositToAccountRef;
    if (vDepositToAccountRef !== undefined) {
        if (!validReferenceType(vDepositToAccountRef, d + 1))
            return false;
    }
    const vSalesTermRef = o.SalesTermRef;
    if (vSalesTermRef !== undefined) {
        if (!validReferenceType(vSalesTermRef, d + 1))
            return false;
    }
    const vClassRef = o.ClassRef;
    if (vClassRef !== undefined) {
        if (!validReferenceType(vClassRef, d + 1))
            return false;
    }
    const vDepartmentRef = o.DepartmentRef;
    if (vDepartmentRef !== undefined) {
        if (!validReferenceType(vDepartmentRef, d + 1))
            return false;
    }
    const vProjectRef = o.ProjectRef;
    if (vProjectRef !== undefined) {
        if (!validReferenceType(vProjectRef, d + 1))
            return false;
    }
    const vShipMethodRef = o.ShipMethodRef;
    if (vShipMethodRef !== undefined) {
        if (!validReferenceType(vShipMethodRef, d + 1))
            return false;
    }
    const vShipDate = o.ShipDate;
    if (vShipDate !== undefined) {
        if (!validCalendarDate(vShipDate, d + 1))
            return false;
    }
    const vTrackingNum = o.TrackingNum;
    if (vTrackingNum !== undefined) {
        if (typeof vTrackingNum !== 'string')
            return false;
    }
    const vGlobalTaxCalculation = o.GlobalTaxCalculation;
    if (vGlobalTaxCalculation !== undefined) {
        if (!validGlobalTaxCalculation(vGlobalTaxCalculation, d + 1))
            return false;
    }
    const vAllowOnlinePayment = o.AllowOnlinePayment;
    if (vAllowOnlinePayment !== undefined) {
        if (typeof vAllowOnlinePayment !== 'boolean')
            return false;
    }
    const vAllowOnlineCreditCardPayment = o.AllowOnlineCreditCardPayment;
    if (vAllowOnlineCreditCardPayment !== undefined) {
        if (typeof vAllowOnlineCreditCardPayment !== 'boolean')
            return false;
    }
    const vAllowOnlineACHPayment = o.AllowOnlineACHPayment;
    if (vAllowOnlineACHPayment !== undefined) {
        if (typeof vAllowOnlineACHPayment !== 'boolean')
            return false;
    }
    const vCustomField = o.CustomField;
    if (vCustomField !== undefined) {
        if (!Array.isArray(vCustomField))
            return false;
        if (d + 1 >= MAX_DEPTH) {
            tooDeep = true;
            return false;
        }
        for (let i3 = 0; i3 < vCustomField.length; i3++) {
            const item3 = vCustomField[i3];
            if (!validCustomField(item3, d + 2))
                return false;
        }
    }
    if (o.TotalAmt !== undefined)
        droppedSeen = true;
    if (o.HomeTotalAmt !== undefined)
        droppedSeen = true;
    if (o.Balance !== undefined)
        droppedSeen = true;
    if (o.HomeBalance !== undefined)
        droppedSeen = true;
    if (o.DeliveryInfo !== undefined)
        droppedSeen = true;
    if (o.InvoiceLink !== undefined)
        droppedSeen = true;
    return true;
}
/** Collecting pass: every problem of `v` as a valid InvoiceWrite (request shape), at pointer `p`. */
function checkInvoiceWrite(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            if (o.Id !== undefined)
                r.dropped.push(p + '/Id');
            if (o.SyncToken !== undefined)
                r.dropped.push(p + '/SyncToken');
            if (o.MetaData !== undefined)
                r.dropped.push(p + '/MetaData');
            if (o.domain !== undefined)
                r.dropped.push(p + '/domain');
            if (o.status !== undefined)
                r.dropped.push(p + '/status');
            const vSparse = o.sparse;
            if (vSparse !== undefined) {
                if (typeof vSparse !== 'boolean') {
                    r.errors.push({
                        path: p + '/sparse',
                        code: vSparse === null ? 'nullable' : 'type',
                        message: expected('true or false', vSparse),
                    });
                }
            }
            const vCustomerRef = o.CustomerRef;
            if (vCustomerRef !== undefined) {
                checkReferenceType(vCustomerRef, p + '/CustomerRef', d + 1, r);
            }
            const vLine = o.Line;
            if (vLine !== undefined) {
                if (!Array.isArray(vLine)) {
                    r.errors.push({
                        path: p + '/Line',
                        code: vLine === null ? 'nullable' : 'type',
                        message: expected('an array', vLine),
                    });
                }
                else {
                    if (d + 1 >= MAX_DEPTH) {
                        r.errors.push({
                            path: p + '/Line',
                            code: 'depth',
                            message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
                        });
                    }
                    else if (r.errors.length < ERROR_LIMIT) {
                        for (let i = 0; i < vLine.length; i++) {
                            const item = vLine[i];
                            checkLine(item, p + '/Line' + '/' + i, d + 2, r);
                        }
                    }
                }
            }
            const vDocNumber = o.DocNumber;
            if (vDocNumber !== undefined) {
                if (typeof vDocNumber !== 'string') {
                    r.errors.push({
                        path: p + '/DocNumber',
                        code: vDocNumber === null ? 'nullable' : 'type',
                        message: expected('a string', vDocNumber),
                    });
                }
                else if (codePointLength(vDocNumber) > 21)
                    r.errors.push({
                        path: p + '/DocNumber',
                        code: 'maxLength',
                        message: expected('at most 21 characters', vDocNumber),
                    });
            }
            const vTxnDate = o.TxnDate;
            if (vTxnDate !== undefined) {
                checkCalendarDate(vTxnDate, p + '/TxnDate', d + 1, r);
            }
            const vDueDate = o.DueDate;
            if (vDueDate !== undefined) {
                checkCalendarDate(vDueDate, p + '/DueDate', d + 1, r);
            }
            const vCurrencyRef = o.CurrencyRef;
            if (vCurrencyRef !== undefined) {
                checkReferenceType(vCurrencyRef, p + '/CurrencyRef', d + 1, r);
            }
            const vExchangeRate = o.ExchangeRate;
            if (vExchangeRate !== undefined) {
                if (typeof vExchangeRate !== 'number' || !Number.isFinite(vExchangeRate)) {
                    r.errors.push({
                        path: p + '/ExchangeRate',
                        code: vExchangeRate === null ? 'nullable' : 'type',
                        message: expected('a number', vExchangeRate),
                    });
                }
            }
            const vBillAddr = o.BillAddr;
            if (vBillAddr !== undefined) {
                checkPhysicalAddressWrite(vBillAddr, p + '/BillAddr', d + 1, r);
            }
            const vShipAddr = o.ShipAddr;
            if (vShipAddr !== undefined) {
                checkPhysicalAddressWrite(vShipAddr, p + '/ShipAddr', d + 1, r);
            }
            const vShipFromAddr = o.ShipFromAddr;
            if (vShipFromAddr !== undefined) {
                checkPhysicalAddressWrite(vShipFromAddr, p + '/ShipFromAddr', d + 1, r);
            }
            const vBillEmail = o.BillEmail;
            if (vBillEmail !== undefined) {
                checkEmailAddress(vBillEmail, p + '/BillEmail', d + 1, r);
            }
            const vBillEmailCc = o.BillEmailCc;
            if (vBillEmailCc !== undefined) {
                checkEmailAddress(vBillEmailCc, p + '/BillEmailCc', d + 1, r);
            }
            const vBillEmailBcc = o.BillEmailBcc;
            if (vBillEmailBcc !== undefined) {
                checkEmailAddress(vBillEmailBcc, p + '/BillEmailBcc', d + 1, r);
            }
            const vEmailStatus = o.EmailStatus;
            if (vEmailStatus !== undefined) {
                checkEmailStatus(vEmailStatus, p + '/EmailStatus', d + 1, r);
            }
            const vPrintStatus = o.PrintStatus;
            if (vPrintStatus !== undefined) {
                checkPrintStatus(vPrintStatus, p + '/PrintStatus', d + 1, r);
            }
            const vTxnTaxDetail = o.TxnTaxDetail;
            if (vTxnTaxDetail !== undefined) {
                checkTxnTaxDetail(vTxnTaxDetail, p + '/TxnTaxDetail', d + 1, r);
            }
            const vLinkedTxn = o.LinkedTxn;
            if (vLinkedTxn !== undefined) {
                if (!Array.isArray(vLinkedTxn)) {
                    r.errors.push({
                        path: p + '/LinkedTxn',
                        code: vLinkedTxn === null ? 'nullable' : 'type',
                        message: expected('an array', vLinkedTxn),
                    });
                }
                else {
                    if (d + 1 >= MAX_DEPTH) {
                        r.errors.push({
                            path: p + '/LinkedTxn',
                            code: 'depth',
                            message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
                        });
                    }
                    else if (r.errors.length < ERROR_LIMIT) {
                        for (let i2 = 0; i2 < vLinkedTxn.length; i2++) {
                            const item2 = vLinkedTxn[i2];
                            checkLinkedTxn(item2, p + '/LinkedTxn' + '/' + i2, d + 2, r);
                        }
                    }
                }
            }
            const vPrivateNote = o.PrivateNote;
            if (vPrivateNote !== undefined) {
                if (typeof vPrivateNote !== 'string') {
                    r.errors.push({
                        path: p + '/PrivateNote',
                        code: vPrivateNote === null ? 'nullable' : 'type',
                        message: expected('a string', vPrivateNote),
                    });
                }
                else if (codePointLength(vPrivateNote) > 4000)
                    r.errors.push({
                        path: p + '/PrivateNote',
                        code: 'maxLength',
                        message: expected('at most 4000 characters', vPrivateNote),
                    });
            }
            const vCustomerMemo = o.CustomerMemo;
            if (vCustomerMemo !== undefined) {
                checkMemoRef(vCustomerMemo, p + '/CustomerMemo', d + 1, r);
            }
            const vApplyTaxAfterDiscount = o.ApplyTaxAfterDiscount;
            if (vApplyTaxAfterDiscount !== undefined) {
                if (typeof vApplyTaxAfterDiscount !== 'boolean') {
                    r.errors.push({
                        path: p + '/ApplyTaxAfterDiscount',
                        code: vApplyTaxAfterDiscount === null ? 'nullable' : 'type',
                        message: expected('true or false', vApplyTaxAfterDiscount),
                    });
                }
            }
            const vDeposit = o.Deposit;
            if (vDeposit !== undefined) {
                checkMoney(vDeposit, p + '/Deposit', d + 1, r);
            }
            const vDepositToAccountRef = o.DepositToAccountRef;
            if (vDepositToAccountRef !== undefined) {
                checkReferenceType(vDepositToAccountRef, p + '/DepositToAccountRef', d + 1, r);
            }
            const vSalesTermRef = o.SalesTermRef;
            if (vSalesTermRef !== undefined) {
                checkReferenceType(vSalesTermRef, p + '/SalesTermRef', d + 1, r);
            }
            const vClassRef = o.ClassRef;
            if (vClassRef !== undefined) {
                checkReferenceType(vClassRef, p + '/ClassRef', d + 1, r);
            }
            const vDepartmentRef = o.DepartmentRef;
            if (vDepartmentRef !== undefined) {
                checkReferenceType(vDepartmentRef, p + '/DepartmentRef', d + 1, r);
            }
            const vProjectRef = o.ProjectRef;
            if (vProjectRef !== undefined) {
                checkReferenceType(vProjectRef, p + '/ProjectRef', d + 1, r);
            }
            const vShipMethodRef = o.ShipMethodRef;
            if (vShipMethodRef !== undefined) {
                checkReferenceType(vShipMethodRef, p + '/ShipMethodRef', d + 1, r);
            }
            const vShipDate = o.ShipDate;
            if (vShipDate !== undefined) {
                checkCalendarDate(vShipDate, p + '/ShipDate', d + 1, r);
            }
            const vTrackingNum = o.TrackingNum;
            if (vTrackingNum !== undefined) {
                if (typeof vTrackingNum !== 'string') {
                    r.errors.push({
                        path: p + '/TrackingNum',
                        code: vTrackingNum === null ? 'nullable' : 'type',
                        message: expected('a string', vTrackingNum),
                    });
                }
            }
            const vGlobalTaxCalculation = o.GlobalTaxCalculation;
            if (vGlobalTaxCalculation !== undefined) {
                checkGlobalTaxCalculation(vGlobalTaxCalculation, p + '/GlobalTaxCalculation', d + 1, r);
            }
            const vAllowOnlinePayment = o.AllowOnlinePayment;
            if (vAllowOnlinePayment !== undefined) {
                if (typeof vAllowOnlinePayment !== 'boolean') {
                    r.errors.push({
                        path: p + '/AllowOnlinePayment',
                        code: vAllowOnlinePayment === null ? 'nullable' : 'type',
                        message: expected('true or false', vAllowOnlinePayment),
                    });
                }
            }
            const vAllowOnlineCreditCardPayment = o.AllowOnlineCreditCardPayment;
            if (vAllowOnlineCreditCardPayment !== undefined) {
                if (typeof vAllowOnlineCreditCardPayment !== 'boolean') {
                    r.errors.push({
                        path: p + '/AllowOnlineCreditCardPayment',
                        code: vAllowOnlineCreditCardPayment === null ? 'nullable' : 'type',
                        message: expected('true or false', vAllowOnlineCreditCardPayment),
                    });
                }
            }
            const vAllowOnlineACHPayment = o.AllowOnlineACHPayment;
            if (vAllowOnlineACHPayment !== undefined) {
                if (typeof vAllowOnlineACHPayment !== 'boolean') {
                    r.errors.push({
                        path: p + '/AllowOnlineACHPayment',
                        code: vAllowOnlineACHPayment === null ? 'nullable' : 'type',
                        message: expected('true or false', vAllowOnlineACHPayment),
                    });
                }
            }
            const vCustomField = o.CustomField;
            if (vCustomField !== undefined) {
                if (!Array.isArray(vCustomField)) {
                    r.errors.push({
                        path: p + '/CustomField',
                        code: vCustomField === null ? 'nullable' : 'type',
                        message: expected('an array', vCustomField),
                    });
                }
                else {
                    if (d + 1 >= MAX_DEPTH) {
                        r.errors.push({
                            path: p + '/CustomField',
                            code: 'depth',
                            message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
                        });
                    }
                    else if (r.errors.length < ERROR_LIMIT) {
                        for (let i3 = 0; i3 < vCustomField.length; i3++) {
                            const item3 = vCustomField[i3];
                            checkCustomField(item3, p + '/CustomField' + '/' + i3, d + 2, r);
                        }
                    }
                }
            }
            if (o.TotalAmt !== undefined)
                r.dropped.push(p + '/TotalAmt');
            if (o.HomeTotalAmt !== undefined)
                r.dropped.push(p + '/HomeTotalAmt');
            if (o.Balance !== undefined)
                r.dropped.push(p + '/Balance');
            if (o.HomeBalance !== undefined)
                r.dropped.push(p + '/HomeBalance');
            if (o.DeliveryInfo !== undefined)
                r.dropped.push(p + '/DeliveryInfo');
            if (o.InvoiceLink !== undefined)
                r.dropped.push(p + '/InvoiceLink');
        }
    }
}
/** Fast pass: is `v` a valid InvoiceDeleteResponse? */
function validInvoiceDeleteResponse(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vInvoice = o.Invoice;
    if (vInvoice === undefined)
        return false;
    if (!validDeletedEntity(vInvoice, d + 1))
        return false;
    const vTime = o.time;
    if (vTime !== undefined) {
        if (!validDateTime(vTime, d + 1))
            return false;
    }
    for (const key in o) {
        if (!(key === 'Invoice' || key === 'time'))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid InvoiceDeleteResponse, at pointer `p`. */
function checkInvoiceDeleteResponse(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vInvoice = o.Invoice;
            if (vInvoice === undefined) {
                r.errors.push({ path: p + '/Invoice', code: 'required', message: missing('Invoice') });
            }
            else {
                checkDeletedEntity(vInvoice, p + '/Invoice', d + 1, r);
            }
            const vTime = o.time;
            if (vTime !== undefined) {
                checkDateTime(vTime, p + '/time', d + 1, r);
            }
            for (const key in o) {
                if (!(key === 'Invoice' || key === 'time'))
                    r.errors.push({
                        path: p + '/' + escapePointer(key),
                        code: 'additionalProperties',
                        message: `unexpected property '${key}'`,
                    });
            }
        }
    }
}
/** Fast pass: is `v` a valid InvoiceResponse? */
function validInvoiceResponse(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vInvoice = o.Invoice;
    if (vInvoice === undefined)
        return false;
    if (!validInvoice(vInvoice, d + 1))
        return false;
    const vTime = o.time;
    if (vTime !== undefined) {
        if (!validDateTime(vTime, d + 1))
            return false;
    }
    for (const key in o) {
        if (!(key === 'Invoice' || key === 'time'))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid InvoiceResponse, at pointer `p`. */
function checkInvoiceResponse(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vInvoice = o.Invoice;
            if (vInvoice === undefined) {
                r.errors.push({ path: p + '/Invoice', code: 'required', message: missing('Invoice') });
            }
            else {
                checkInvoice(vInvoice, p + '/Invoice', d + 1, r);
            }
            const vTime = o.time;
            if (vTime !== undefined) {
                checkDateTime(vTime, p + '/time', d + 1, r);
            }
            for (const key in o) {
                if (!(key === 'Invoice' || key === 'time'))
                    r.errors.push({
                        path: p + '/' + escapePointer(key),
                        code: 'additionalProperties',
                        message: `unexpected property '${key}'`,
                    });
            }
        }
    }
}
/** Fast pass: is `v` a valid InvoiceUpdate? */
function validInvoiceUpdate(v, d) {
    if (!validInvoice(v, d))
        return false;
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vId = o.Id;
    if (vId === undefined)
        return false;
    if (typeof vId !== 'string')
        return false;
    const vSyncToken = o.SyncToken;
    if (vSyncToken === undefined)
        return false;
    if (typeof vSyncToken !== 'string')
        return false;
    return true;
}
/** Collecting pass: every problem of `v` as a valid InvoiceUpdate, at pointer `p`. */
function checkInvoiceUpdate(v, p, d, r) {
    checkInvoice(v, p, d, r);
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vId = o.Id;
            if (vId === undefined) {
                r.errors.push({ path: p + '/Id', code: 'required', message: missing('Id') });
            }
            else {
                if (typeof vId !== 'string') {
                    r.errors.push({
                        path: p + '/Id',
                        code: vId === null ? 'nullable' : 'type',
                        message: expected('a string', vId),
                    });
                }
            }
            const vSyncToken = o.SyncToken;
            if (vSyncToken === undefined) {
                r.errors.push({ path: p + '/SyncToken', code: 'required', message: missing('SyncToken') });
            }
            else {
                if (typeof vSyncToken !== 'string') {
                    r.errors.push({
                        path: p + '/SyncToken',
                        code: vSyncToken === null ? 'nullable' : 'type',
                        message: expected('a string', vSyncToken),
                    });
                }
            }
        }
    }
}
/** Fast pass: is `v` a valid InvoiceUpdateWrite (request shape)? */
function validInvoiceUpdateWrite(v, d) {
    if (!validInvoiceWrite(v, d))
        return false;
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vId = o.Id;
    if (vId === undefined)
        return false;
    if (typeof vId !== 'string')
        return false;
    const vSyncToken = o.SyncToken;
    if (vSyncToken === undefined)
        return false;
    if (typeof vSyncToken !== 'string')
        return false;
    return true;
}
/** Collecting pass: every problem of `v` as a valid InvoiceUpdateWrite (request shape), at pointer `p`. */
function checkInvoiceUpdateWrite(v, p, d, r) {
    checkInvoiceWrite(v, p, d, r);
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vId = o.Id;
            if (vId === undefined) {
                r.errors.push({ path: p + '/Id', code: 'required', message: missing('Id') });
            }
            else {
                if (typeof vId !== 'string') {
                    r.errors.push({
                        path: p + '/Id',
                        code: vId === null ? 'nullable' : 'type',
                        message: expected('a string', vId),
                    });
                }
            }
            const vSyncToken = o.SyncToken;
            if (vSyncToken === undefined) {
                r.errors.push({ path: p + '/SyncToken', code: 'required', message: missing('SyncToken') });
            }
            else {
                if (typeof vSyncToken !== 'string') {
                    r.errors.push({
                        path: p + '/SyncToken',
                        code: vSyncToken === null ? 'nullable' : 'type',
                        message: expected('a string', vSyncToken),
                    });
                }
            }
        }
    }
}
/** Fast pass: is `v` a valid Item? */
function validItem(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vId = o.Id;
    if (vId !== undefined) {
        if (typeof vId !== 'string')
            return false;
    }
    const vSyncToken = o.SyncToken;
    if (vSyncToken !== undefined) {
        if (typeof vSyncToken !== 'string')
            return false;
    }
    const vMetaData = o.MetaData;
    if (vMetaData !== undefined) {
        if (!validMetaData(vMetaData, d + 1))
            return false;
    }
    const vDomain = o.domain;
    if (vDomain !== undefined) {
        if (typeof vDomain !== 'string')
            return false;
    }
    const vStatus = o.status;
    if (vStatus !== undefined) {
        if (typeof vStatus !== 'string')
            return false;
    }
    const vSparse = o.sparse;
    if (vSparse !== undefined) {
        if (typeof vSparse !== 'boolean')
            return false;
    }
    const vName = o.Name;
    if (vName !== undefined) {
        if (typeof vName !== 'string')
            return false;
        if (vName.length > 100 && codePointLength(vName) > 100)
            return false;
    }
    const vType = o.Type;
    if (vType !== undefined) {
        if (typeof vType !== 'string')
            return false;
        if (!(vType === 'Inventory' ||
            vType === 'NonInventory' ||
            vType === 'Service' ||
            vType === 'Category' ||
            vType === 'Group'))
            return false;
    }
    const vSku = o.Sku;
    if (vSku !== undefined) {
        if (typeof vSku !== 'string')
            return false;
        if (vSku.length > 100 && codePointLength(vSku) > 100)
            return false;
    }
    const vDescription = o.Description;
    if (vDescription !== undefined) {
        if (typeof vDescription !== 'string')
            return false;
        if (vDescription.length > 4000 && codePointLength(vDescription) > 4000)
            return false;
    }
    const vActive = o.Active;
    if (vActive !== undefined) {
        if (typeof vActive !== 'boolean')
            return false;
    }
    const vSubItem = o.SubItem;
    if (vSubItem !== undefined) {
        if (typeof vSubItem !== 'boolean')
            return false;
    }
    const vParentRef = o.ParentRef;
    if (vParentRef !== undefined) {
        if (!validReferenceType(vParentRef, d + 1))
            return false;
    }
    const vLevel = o.Level;
    if (vLevel !== undefined) {
        if (!Number.isInteger(vLevel))
            return false;
    }
    const vFullyQualifiedName = o.FullyQualifiedName;
    if (vFullyQualifiedName !== undefined) {
        if (typeof vFullyQualifiedName !== 'string')
            return false;
    }
    const vTaxable = o.Taxable;
    if (vTaxable !== undefined) {
        if (typeof vTaxable !== 'boolean')
            return false;
    }
    const vSalesTaxIncluded = o.SalesTaxIncluded;
    if (vSalesTaxIncluded !== undefined) {
        if (typeof vSalesTaxIncluded !== 'boolean')
            return false;
    }
    const vUnitPrice = o.UnitPrice;
    if (vUnitPrice !== undefined) {
        if (!validMoney(vUnitPrice, d + 1))
            return false;
    }
    const vIncomeAccountRef = o.IncomeAccountRef;
    if (vIncomeAccountRef !== undefined) {
        if (!validReferenceType(vIncomeAccountRef, d + 1))
            return false;
    }
    const vPurchaseDesc = o.PurchaseDesc;
    if (vPurchaseDesc !== undefined) {
        if (typeof vPurchaseDesc !== 'string')
            return false;
        if (vPurchaseDesc.length > 1000 && codePointLength(vPurchaseDesc) > 1000)
            return false;
    }
    const vPurchaseTaxIncluded = o.PurchaseTaxIncluded;
    if (vPurchaseTaxIncluded !== undefined) {
        if (typeof vPurchaseTaxIncluded !== 'boolean')
            return false;
    }
    const vPurchaseCost = o.PurchaseCost;
    if (vPurchaseCost !== undefined) {
        if (!validMoney(vPurchaseCost, d + 1))
            return false;
    }
    const vExpenseAccountRef = o.ExpenseAccountRef;
    if (vExpenseAccountRef !== undefined) {
        if (!validReferenceType(vExpenseAccountRef, d + 1))
            return false;
    }
    const vAssetAccountRef = o.AssetAccountRef;
    if (vAssetAccountRef !== undefined) {
        if (!validReferenceType(vAssetAccountRef, d + 1))
            return false;
    }
    const vPrefVendorRef = o.PrefVendorRef;
    if (vPrefVendorRef !== undefined) {
        if (!validReferenceType(vPrefVendorRef, d + 1))
            return false;
    }
    const vTrackQtyOnHand = o.TrackQtyOnHand;
    if (vTrackQtyOnHand !== undefined) {
        if (typeof vTrackQtyOnHand !== 'boolean')
            return false;
    }
    const vQtyOnHand = o.QtyOnHand;
    if (vQtyOnHand !== undefined) {
        if (typeof vQtyOnHand !== 'number' || !Number.isFinite(vQtyOnHand))
            return false;
    }
    const vReorderPoint = o.ReorderPoint;
    if (vReorderPoint !== undefined) {
        if (typeof vReorderPoint !== 'number' || !Number.isFinite(vReorderPoint))
            return false;
    }
    const vInvStartDate = o.InvStartDate;
    if (vInvStartDate !== undefined) {
        if (!validCalendarDate(vInvStartDate, d + 1))
            return false;
    }
    const vSalesTaxCodeRef = o.SalesTaxCodeRef;
    if (vSalesTaxCodeRef !== undefined) {
        if (!validReferenceType(vSalesTaxCodeRef, d + 1))
            return false;
    }
    const vPurchaseTaxCodeRef = o.PurchaseTaxCodeRef;
    if (vPurchaseTaxCodeRef !== undefined) {
        if (!validReferenceType(vPurchaseTaxCodeRef, d + 1))
            return false;
    }
    const vClassRef = o.ClassRef;
    if (vClassRef !== undefined) {
        if (!validReferenceType(vClassRef, d + 1))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid Item, at pointer `p`. */
function checkItem(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vId = o.Id;
            if (vId !== undefined) {
                if (typeof vId !== 'string') {
                    r.errors.push({
                        path: p + '/Id',
                        code: vId === null ? 'nullable' : 'type',
                        message: expected('a string', vId),
                    });
                }
            }
            const vSyncToken = o.SyncToken;
            if (vSyncToken !== undefined) {
                if (typeof vSyncToken !== 'string') {
                    r.errors.push({
                        path: p + '/SyncToken',
                        code: vSyncToken === null ? 'nullable' : 'type',
                        message: expected('a string', vSyncToken),
                    });
                }
            }
            const vMetaData = o.MetaData;
            if (vMetaData !== undefined) {
                checkMetaData(vMetaData, p + '/MetaData', d + 1, r);
            }
            const vDomain = o.domain;
            if (vDomain !== undefined) {
                if (typeof vDomain !== 'string') {
                    r.errors.push({
                        path: p + '/domain',
                        code: vDomain === null ? 'nullable' : 'type',
                        message: expected('a string', vDomain),
                    });
                }
            }
            const vStatus = o.status;
            if (vStatus !== undefined) {
                if (typeof vStatus !== 'string') {
                    r.errors.push({
                        path: p + '/status',
                        code: vStatus === null ? 'nullable' : 'type',
                        message: expected('a string', vStatus),
                    });
                }
            }
            const vSparse = o.sparse;
            if (vSparse !== undefined) {
                if (typeof vSparse !== 'boolean') {
                    r.errors.push({
                        path: p + '/sparse',
                        code: vSparse === null ? 'nullable' : 'type',
                        message: expected('true or false', vSparse),
                    });
                }
            }
            const vName = o.Name;
            if (vName !== undefined) {
                if (typeof vName !== 'string') {
                    r.errors.push({
                        path: p + '/Name',
                        code: vName === null ? 'nullable' : 'type',
                        message: expected('a string', vName),
                    });
                }
                else if (codePointLength(vName) > 100)
                    r.errors.push({
                        path: p + '/Name',
                        code: 'maxLength',
                        message: expected('at most 100 characters', vName),
                    });
            }
            const vType = o.Type;
            if (vType !== undefined) {
                if (typeof vType !== 'string') {
                    r.errors.push({
                        path: p + '/Type',
                        code: vType === null ? 'nullable' : 'type',
                        message: expected('a string', vType),
                    });
                }
                else if (!(vType === 'Inventory' ||
                    vType === 'NonInventory' ||
                    vType === 'Service' ||
                    vType === 'Category' ||
                    vType === 'Group'))
                    r.errors.push({
                        path: p + '/Type',
                        code: 'enum',
                        message: expectedOneOf(['Inventory', 'NonInventory', 'Service', 'Category', 'Group'], vType),
                    });
            }
            const vSku = o.Sku;
            if (vSku !== undefined) {
                if (typeof vSku !== 'string') {
                    r.errors.push({
                        path: p + '/Sku',
                        code: vSku === null ? 'nullable' : 'type',
                        message: expected('a string', vSku),
                    });
                }
                else if (codePointLength(vSku) > 100)
                    r.errors.push({
                        path: p + '/Sku',
                        code: 'maxLength',
                        message: expected('at most 100 characters', vSku),
                    });
            }
            const vDescription = o.Description;
            if (vDescription !== undefined) {
                if (typeof vDescription !== 'string') {
                    r.errors.push({
                        path: p + '/Description',
                        code: vDescription === null ? 'nullable' : 'type',
                        message: expected('a string', vDescription),
                    });
                }
                else if (codePointLength(vDescription) > 4000)
                    r.errors.push({
                        path: p + '/Description',
                        code: 'maxLength',
                        message: expected('at most 4000 characters', vDescription),
                    });
            }
            const vActive = o.Active;
            if (vActive !== undefined) {
                if (typeof vActive !== 'boolean') {
                    r.errors.push({
                        path: p + '/Active',
                        code: vActive === null ? 'nullable' : 'type',
                        message: expected('true or false', vActive),
                    });
                }
            }
            const vSubItem = o.SubItem;
            if (vSubItem !== undefined) {
                if (typeof vSubItem !== 'boolean') {
                    r.errors.push({
                        path: p + '/SubItem',
                        code: vSubItem === null ? 'nullable' : 'type',
                        message: expected('true or false', vSubItem),
                    });
                }
            }
            const vParentRef = o.ParentRef;
            if (vParentRef !== undefined) {
                checkReferenceType(vParentRef, p + '/ParentRef', d + 1, r);
            }
            const vLevel = o.Level;
            if (vLevel !== undefined) {
                if (!Number.isInteger(vLevel)) {
                    r.errors.push({
                        path: p + '/Level',
                        code: vLevel === null ? 'nullable' : 'type',
                        message: expected('an integer', vLevel),
                    });
                }
            }
            const vFullyQualifiedName = o.FullyQualifiedName;
            if (vFullyQualifiedName !== undefined) {
                if (typeof vFullyQualifiedName !== 'string') {
                    r.errors.push({
                        path: p + '/FullyQualifiedName',
                        code: vFullyQualifiedName === null ? 'nullable' : 'type',
                        message: expected('a string', vFullyQualifiedName),
                    });
                }
            }
            const vTaxable = o.Taxable;
            if (vTaxable !== undefined) {
                if (typeof vTaxable !== 'boolean') {
                    r.errors.push({
                        path: p + '/Taxable',
                        code: vTaxable === null ? 'nullable' : 'type',
                        message: expected('true or false', vTaxable),
                    });
                }
            }
            const vSalesTaxIncluded = o.SalesTaxIncluded;
            if (vSalesTaxIncluded !== undefined) {
                if (typeof vSalesTaxIncluded !== 'boolean') {
                    r.errors.push({
                        path: p + '/SalesTaxIncluded',
                        code: vSalesTaxIncluded === null ? 'nullable' : 'type',
                        message: expected('true or false', vSalesTaxIncluded),
                    });
                }
            }
            const vUnitPrice = o.UnitPrice;
            if (vUnitPrice !== undefined) {
                checkMoney(vUnitPrice, p + '/UnitPrice', d + 1, r);
            }
            const vIncomeAccountRef = o.IncomeAccountRef;
            if (vIncomeAccountRef !== undefined) {
                checkReferenceType(vIncomeAccountRef, p + '/IncomeAccountRef', d + 1, r);
            }
            const vPurchaseDesc = o.PurchaseDesc;
            if (vPurchaseDesc !== undefined) {
                if (typeof vPurchaseDesc !== 'string') {
                    r.errors.push({
                        path: p + '/PurchaseDesc',
                        code: vPurchaseDesc === null ? 'nullable' : 'type',
                        message: expected('a string', vPurchaseDesc),
                    });
                }
                else if (codePointLength(vPurchaseDesc) > 1000)
                    r.errors.push({
                        path: p + '/PurchaseDesc',
                        code: 'maxLength',
                        message: expected('at most 1000 characters', vPurchaseDesc),
                    });
            }
            const vPurchaseTaxIncluded = o.PurchaseTaxIncluded;
            if (vPurchaseTaxIncluded !== undefined) {
                if (typeof vPurchaseTaxIncluded !== 'boolean') {
                    r.errors.push({
                        path: p + '/PurchaseTaxIncluded',
                        code: vPurchaseTaxIncluded === null ? 'nullable' : 'type',
                        message: expected('true or false', vPurchaseTaxIncluded),
                    });
                }
            }
            const vPurchaseCost = o.PurchaseCost;
            if (vPurchaseCost !== undefined) {
                checkMoney(vPurchaseCost, p + '/PurchaseCost', d + 1, r);
            }
            const vExpenseAccountRef = o.ExpenseAccountRef;
            if (vExpenseAccountRef !== undefined) {
                checkReferenceType(vExpenseAccountRef, p + '/ExpenseAccountRef', d + 1, r);
            }
            const vAssetAccountRef = o.AssetAccountRef;
            if (vAssetAccountRef !== undefined) {
                checkReferenceType(vAssetAccountRef, p + '/AssetAccountRef', d + 1, r);
            }
            const vPrefVendorRef = o.PrefVendorRef;
            if (vPrefVendorRef !== undefined) {
                checkReferenceType(vPrefVendorRef, p + '/PrefVendorRef', d + 1, r);
            }
            const vTrackQtyOnHand = o.TrackQtyOnHand;
            if (vTrackQtyOnHand !== undefined) {
                if (typeof vTrackQtyOnHand !== 'boolean') {
                    r.errors.push({
                        path: p + '/TrackQtyOnHand',
                        code: vTrackQtyOnHand === null ? 'nullable' : 'type',
                        message: expected('true or false', vTrackQtyOnHand),
                    });
                }
            }
            const vQtyOnHand = o.QtyOnHand;
            if (vQtyOnHand !== undefined) {
                if (typeof vQtyOnHand !== 'number' || !Number.isFinite(vQtyOnHand)) {
                    r.errors.push({
                        path: p + '/QtyOnHand',
                        code: vQtyOnHand === null ? 'nullable' : 'type',
                        message: expected('a number', vQtyOnHand),
                    });
                }
            }
            const vReorderPoint = o.ReorderPoint;
            if (vReorderPoint !== undefined) {
                if (typeof vReorderPoint !== 'number' || !Number.isFinite(vReorderPoint)) {
                    r.errors.push({
                        path: p + '/ReorderPoint',
                        code: vReorderPoint === null ? 'nullable' : 'type',
                        message: expected('a number', vReorderPoint),
                    });
                }
            }
            const vInvStartDate = o.InvStartDate;
            if (vInvStartDate !== undefined) {
                checkCalendarDate(vInvStartDate, p + '/InvStartDate', d + 1, r);
            }
            const vSalesTaxCodeRef = o.SalesTaxCodeRef;
            if (vSalesTaxCodeRef !== undefined) {
                checkReferenceType(vSalesTaxCodeRef, p + '/SalesTaxCodeRef', d + 1, r);
            }
            const vPurchaseTaxCodeRef = o.PurchaseTaxCodeRef;
            if (vPurchaseTaxCodeRef !== undefined) {
                checkReferenceType(vPurchaseTaxCodeRef, p + '/PurchaseTaxCodeRef', d + 1, r);
            }
            const vClassRef = o.ClassRef;
            if (vClassRef !== undefined) {
                checkReferenceType(vClassRef, p + '/ClassRef', d + 1, r);
            }
        }
    }
}
/** Fast pass: is `v` a valid ItemWrite (request shape)? */
function validItemWrite(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    if (o.Id !== undefined)
        droppedSeen = true;
    if (o.SyncToken !== undefined)
        droppedSeen = true;
    if (o.MetaData !== undefined)
        droppedSeen = true;
    if (o.domain !== undefined)
        droppedSeen = true;
    if (o.status !== undefined)
        droppedSeen = true;
    const vSparse = o.sparse;
    if (vSparse !== undefined) {
        if (typeof vSparse !== 'boolean')
            return false;
    }
    const vName = o.Name;
    if (vName !== undefined) {
        if (typeof vName !== 'string')
            return false;
        if (vName.length > 100 && codePointLength(vName) > 100)
            return false;
    }
    const vType = o.Type;
    if (vType !== undefined) {
        if (typeof vType !== 'string')
            return false;
        if (!(vType === 'Inventory' ||
            vType === 'NonInventory' ||
            vType === 'Service' ||
            vType === 'Category' ||
            vType === 'Group'))
            return false;
    }
    const vSku = o.Sku;
    if (vSku !== undefined) {
        if (typeof vSku !== 'string')
            return false;
        if (vSku.length > 100 && codePointLength(vSku) > 100)
            return false;
    }
    const vDescription = o.Description;
    if (vDescription !== undefined) {
        if (typeof vDescription !== 'string')
            return false;
        if (vDescription.length > 4000 && codePointLength(vDescription) > 4000)
            return false;
    }
    const vActive = o.Active;
    if (vActive !== undefined) {
        if (typeof vActive !== 'boolean')
            return false;
    }
    const vSubItem = o.SubItem;
    if (vSubItem !== undefined) {
        if (typeof vSubItem !== 'boolean')
            return false;
    }
    const vParentRef = o.ParentRef;
    if (vParentRef !== undefined) {
        if (!validReferenceType(vParentRef, d + 1))
            return false;
    }
    if (o.Level !== undefined)
        droppedSeen = true;
    if (o.FullyQualifiedName !== undefined)
        droppedSeen = true;
    const vTaxable = o.Taxable;
    if (vTaxable !== undefined) {
        if (typeof vTaxable !== 'boolean')
            return false;
    }
    const vSalesTaxIncluded = o.SalesTaxIncluded;
    if (vSalesTaxIncluded !== undefined) {
        if (typeof vSalesTaxIncluded !== 'boolean')
            return false;
    }
    const vUnitPrice = o.UnitPrice;
    if (vUnitPrice !== undefined) {
        if (!validMoney(vUnitPrice, d + 1))
            return false;
    }
    const vIncomeAccountRef = o.IncomeAccountRef;
    if (vIncomeAccountRef !== undefined) {
        if (!validReferenceType(vIncomeAccountRef, d + 1))
            return false;
    }
    const vPurchaseDesc = o.PurchaseDesc;
    if (vPurchaseDesc !== undefined) {
        if (typeof vPurchaseDesc !== 'string')
            return false;
        if (vPurchaseDesc.length > 1000 && codePointLength(vPurchaseDesc) > 1000)
            return false;
    }
    const vPurchaseTaxIncluded = o.PurchaseTaxIncluded;
    if (vPurchaseTaxIncluded !== undefined) {
        if (typeof vPurchaseTaxIncluded !== 'boolean')
            return false;
    }
    const vPurchaseCost = o.PurchaseCost;
    if (vPurchaseCost !== undefined) {
        if (!validMoney(vPurchaseCost, d + 1))
            return false;
    }
    const vExpenseAccountRef = o.ExpenseAccountRef;
    if (vExpenseAccountRef !== undefined) {
        if (!validReferenceType(vExpenseAccountRef, d + 1))
            return false;
    }
    const vAssetAccountRef = o.AssetAccountRef;
    if (vAssetAccountRef !== undefined) {
        if (!validReferenceType(vAssetAccountRef, d + 1))
            return false;
    }
    const vPrefVendorRef = o.PrefVendorRef;
    if (vPrefVendorRef !== undefined) {
        if (!validReferenceType(vPrefVendorRef, d + 1))
            return false;
    }
    const vTrackQtyOnHand = o.TrackQtyOnHand;
    if (vTrackQtyOnHand !== undefined) {
        if (typeof vTrackQtyOnHand !== 'boolean')
            return false;
    }
    const vQtyOnHand = o.QtyOnHand;
    if (vQtyOnHand !== undefined) {
        if (typeof vQtyOnHand !== 'number' || !Number.isFinite(vQtyOnHand))
            return false;
    }
    const vReorderPoint = o.ReorderPoint;
    if (vReorderPoint !== undefined) {
        if (typeof vReorderPoint !== 'number' || !Number.isFinite(vReorderPoint))
            return false;
    }
    const vInvStartDate = o.InvStartDate;
    if (vInvStartDate !== undefined) {
        if (!validCalendarDate(vInvStartDate, d + 1))
            return false;
    }
    const vSalesTaxCodeRef = o.SalesTaxCodeRef;
    if (vSalesTaxCodeRef !== undefined) {
        if (!validReferenceType(vSalesTaxCodeRef, d + 1))
            return false;
    }
    const vPurchaseTaxCodeRef = o.PurchaseTaxCodeRef;
    if (vPurchaseTaxCodeRef !== undefined) {
        if (!validReferenceType(vPurchaseTaxCodeRef, d + 1))
            return false;
    }
    const vClassRef = o.ClassRef;
    if (vClassRef !== undefined) {
        if (!validReferenceType(vClassRef, d + 1))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid ItemWrite (request shape), at pointer `p`. */
function checkItemWrite(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            if (o.Id !== undefined)
                r.dropped.push(p + '/Id');
            if (o.SyncToken !== undefined)
                r.dropped.push(p + '/SyncToken');
            if (o.MetaData !== undefined)
                r.dropped.push(p + '/MetaData');
            if (o.domain !== undefined)
                r.dropped.push(p + '/domain');
            if (o.status !== undefined)
                r.dropped.push(p + '/status');
            const vSparse = o.sparse;
            if (vSparse !== undefined) {
                if (typeof vSparse !== 'boolean') {
                    r.errors.push({
                        path: p + '/sparse',
                        code: vSparse === null ? 'nullable' : 'type',
                        message: expected('true or false', vSparse),
                    });
                }
            }
            const vName = o.Name;
            if (vName !== undefined) {
                if (typeof vName !== 'string') {
                    r.errors.push({
                        path: p + '/Name',
                        code: vName === null ? 'nullable' : 'type',
                        message: expected('a string', vName),
                    });
                }
                else if (codePointLength(vName) > 100)
                    r.errors.push({
                        path: p + '/Name',
                        code: 'maxLength',
                        message: expected('at most 100 characters', vName),
                    });
            }
            const vType = o.Type;
            if (vType !== undefined) {
                if (typeof vType !== 'string') {
                    r.errors.push({
                        path: p + '/Type',
                        code: vType === null ? 'nullable' : 'type',
                        message: expected('a string', vType),
                    });
                }
                else if (!(vType === 'Inventory' ||
                    vType === 'NonInventory' ||
                    vType === 'Service' ||
                    vType === 'Category' ||
                    vType === 'Group'))
                    r.errors.push({
                        path: p + '/Type',
                        code: 'enum',
                        message: expectedOneOf(['Inventory', 'NonInventory', 'Service', 'Category', 'Group'], vType),
                    });
            }
            const vSku = o.Sku;
            if (vSku !== undefined) {
                if (typeof vSku !== 'string') {
                    r.errors.push({
                        path: p + '/Sku',
                        code: vSku === null ? 'nullable' : 'type',
                        message: expected('a string', vSku),
                    });
                }
                else if (codePointLength(vSku) > 100)
                    r.errors.push({
                        path: p + '/Sku',
                        code: 'maxLength',
                        message: expected('at most 100 characters', vSku),
                    });
            }
            const vDescription = o.Description;
            if (vDescription !== undefined) {
                if (typeof vDescription !== 'string') {
                    r.errors.push({
                        path: p + '/Description',
                        code: vDescription === null ? 'nullable' : 'type',
                        message: expected('a string', vDescription),
                    });
                }
                else if (codePointLength(vDescription) > 4000)
                    r.errors.push({
                        path: p + '/Description',
                        code: 'maxLength',
                        message: expected('at most 4000 characters', vDescription),
                    });
            }
            const vActive = o.Active;
            if (vActive !== undefined) {
                if (typeof vActive !== 'boolean') {
                    r.errors.push({
                        path: p + '/Active',
                        code: vActive === null ? 'nullable' : 'type',
                        message: expected('true or false', vActive),
                    });
                }
            }
            const vSubItem = o.SubItem;
            if (vSubItem !== undefined) {
                if (typeof vSubItem !== 'boolean') {
                    r.errors.push({
                        path: p + '/SubItem',
                        code: vSubItem === null ? 'nullable' : 'type',
                        message: expected('true or false', vSubItem),
                    });
                }
            }
            const vParentRef = o.ParentRef;
            if (vParentRef !== undefined) {
                checkReferenceType(vParentRef, p + '/ParentRef', d + 1, r);
            }
            if (o.Level !== undefined)
                r.dropped.push(p + '/Level');
            if (o.FullyQualifiedName !== undefined)
                r.dropped.push(p + '/FullyQualifiedName');
            const vTaxable = o.Taxable;
            if (vTaxable !== undefined) {
                if (typeof vTaxable !== 'boolean') {
                    r.errors.push({
                        path: p + '/Taxable',
                        code: vTaxable === null ? 'nullable' : 'type',
                        message: expected('true or false', vTaxable),
                    });
                }
            }
            const vSalesTaxIncluded = o.SalesTaxIncluded;
            if (vSalesTaxIncluded !== undefined) {
                if (typeof vSalesTaxIncluded !== 'boolean') {
                    r.errors.push({
                        path: p + '/SalesTaxIncluded',
                        code: vSalesTaxIncluded === null ? 'nullable' : 'type',
                        message: expected('true or false', vSalesTaxIncluded),
                    });
                }
            }
            const vUnitPrice = o.UnitPrice;
            if (vUnitPrice !== undefined) {
                checkMoney(vUnitPrice, p + '/UnitPrice', d + 1, r);
            }
            const vIncomeAccountRef = o.IncomeAccountRef;
            if (vIncomeAccountRef !== undefined) {
                checkReferenceType(vIncomeAccountRef, p + '/IncomeAccountRef', d + 1, r);
            }
            const vPurchaseDesc = o.PurchaseDesc;
            if (vPurchaseDesc !== undefined) {
                if (typeof vPurchaseDesc !== 'string') {
                    r.errors.push({
                        path: p + '/PurchaseDesc',
                        code: vPurchaseDesc === null ? 'nullable' : 'type',
                        message: expected('a string', vPurchaseDesc),
                    });
                }
                else if (codePointLength(vPurchaseDesc) > 1000)
                    r.errors.push({
                        path: p + '/PurchaseDesc',
                        code: 'maxLength',
                        message: expected('at most 1000 characters', vPurchaseDesc),
                    });
            }
            const vPurchaseTaxIncluded = o.PurchaseTaxIncluded;
            if (vPurchaseTaxIncluded !== undefined) {
                if (typeof vPurchaseTaxIncluded !== 'boolean') {
                    r.errors.push({
                        path: p + '/PurchaseTaxIncluded',
                        code: vPurchaseTaxIncluded === null ? 'nullable' : 'type',
                        message: expected('true or false', vPurchaseTaxIncluded),
                    });
                }
            }
            const vPurchaseCost = o.PurchaseCost;
            if (vPurchaseCost !== undefined) {
                checkMoney(vPurchaseCost, p + '/PurchaseCost', d + 1, r);
            }
            const vExpenseAccountRef = o.ExpenseAccountRef;
            if (vExpenseAccountRef !== undefined) {
                checkReferenceType(vExpenseAccountRef, p + '/ExpenseAccountRef', d + 1, r);
            }
            const vAssetAccountRef = o.AssetAccountRef;
            if (vAssetAccountRef !== undefined) {
                checkReferenceType(vAssetAccountRef, p + '/AssetAccountRef', d + 1, r);
            }
            const vPrefVendorRef = o.PrefVendorRef;
            if (vPrefVendorRef !== undefined) {
                checkReferenceType(vPrefVendorRef, p + '/PrefVendorRef', d + 1, r);
            }
            const vTrackQtyOnHand = o.TrackQtyOnHand;
            if (vTrackQtyOnHand !== undefined) {
                if (typeof vTrackQtyOnHand !== 'boolean') {
                    r.errors.push({
                        path: p + '/TrackQtyOnHand',
                        code: vTrackQtyOnHand === null ? 'nullable' : 'type',
                        message: expected('true or false', vTrackQtyOnHand),
                    });
                }
            }
            const vQtyOnHand = o.QtyOnHand;
            if (vQtyOnHand !== undefined) {
                if (typeof vQtyOnHand !== 'number' || !Number.isFinite(vQtyOnHand)) {
                    r.errors.push({
                        path: p + '/QtyOnHand',
                        code: vQtyOnHand === null ? 'nullable' : 'type',
                        message: expected('a number', vQtyOnHand),
                    });
                }
            }
            const vReorderPoint = o.ReorderPoint;
            if (vReorderPoint !== undefined) {
                if (typeof vReorderPoint !== 'number' || !Number.isFinite(vReorderPoint)) {
                    r.errors.push({
                        path: p + '/ReorderPoint',
                        code: vReorderPoint === null ? 'nullable' : 'type',
                        message: expected('a number', vReorderPoint),
                    });
                }
            }
            const vInvStartDate = o.InvStartDate;
            if (vInvStartDate !== undefined) {
                checkCalendarDate(vInvStartDate, p + '/InvStartDate', d + 1, r);
            }
            const vSalesTaxCodeRef = o.SalesTaxCodeRef;
            if (vSalesTaxCodeRef !== undefined) {
                checkReferenceType(vSalesTaxCodeRef, p + '/SalesTaxCodeRef', d + 1, r);
            }
            const vPurchaseTaxCodeRef = o.PurchaseTaxCodeRef;
            if (vPurchaseTaxCodeRef !== undefined) {
                checkReferenceType(vPurchaseTaxCodeRef, p + '/PurchaseTaxCodeRef', d + 1, r);
            }
            const vClassRef = o.ClassRef;
            if (vClassRef !== undefined) {
                checkReferenceType(vClassRef, p + '/ClassRef', d + 1, r);
            }
        }
    }
}
/** Fast pass: is `v` a valid ItemBasedExpenseLine? */
function validItemBasedExpenseLine(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vId = o.Id;
    if (vId !== undefined) {
        if (typeof vId !== 'string')
            return false;
    }
    const vLineNum = o.LineNum;
    if (vLineNum !== undefined) {
        if (!Number.isInteger(vLineNum))
            return false;
        if (vLineNum < 1)
            return false;
    }
    const vDescription = o.Description;
    if (vDescription !== undefined) {
        if (typeof vDescription !== 'string')
            return false;
        if (vDescription.length > 4000 && codePointLength(vDescription) > 4000)
            return false;
    }
    const vAmount = o.Amount;
    if (vAmount !== undefined) {
        if (!validMoney(vAmount, d + 1))
            return false;
    }
    const vDetailType = o.DetailType;
    if (vDetailType === undefined)
        return false;
    if (typeof vDetailType !== 'string')
        return false;
    if (!(vDetailType === 'ItemBasedExpenseLineDetail' || vDetailType === 'ITEM_BASED_EXPENSE_LINE_DETAIL'))
        return false;
    const vItemBasedExpenseLineDetail = o.ItemBasedExpenseLineDetail;
    if (vItemBasedExpenseLineDetail !== undefined) {
        if (!validItemBasedExpenseLineDetail(vItemBasedExpenseLineDetail, d + 1))
            return false;
    }
    const vLinkedTxn = o.LinkedTxn;
    if (vLinkedTxn !== undefined) {
        if (!Array.isArray(vLinkedTxn))
            return false;
        if (d + 1 >= MAX_DEPTH) {
            tooDeep = true;
            return false;
        }
        for (let i = 0; i < vLinkedTxn.length; i++) {
            const item = vLinkedTxn[i];
            if (!validLinkedTxn(item, d + 2))
                return false;
        }
    }
    const vProjectRef = o.ProjectRef;
    if (vProjectRef !== undefined) {
        if (!validReferenceType(vProjectRef, d + 1))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid ItemBasedExpenseLine, at pointer `p`. */
function checkItemBasedExpenseLine(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vId = o.Id;
            if (vId !== undefined) {
                if (typeof vId !== 'string') {
                    r.errors.push({
                        path: p + '/Id',
                        code: vId === null ? 'nullable' : 'type',
                        message: expected('a string', vId),
                    });
                }
            }
            const vLineNum = o.LineNum;
            if (vLineNum !== undefined) {
                if (!Number.isInteger(vLineNum)) {
                    r.errors.push({
                        path: p + '/LineNum',
                        code: vLineNum === null ? 'nullable' : 'type',
                        message: expected('an integer', vLineNum),
                    });
                }
                else if (vLineNum < 1)
                    r.errors.push({
                        path: p + '/LineNum',
                        code: 'minimum',
                        message: expected('at least 1', vLineNum),
                    });
            }
            const vDescription = o.Description;
            if (vDescription !== undefined) {
                if (typeof vDescription !== 'string') {
                    r.errors.push({
                        path: p + '/Description',
                        code: vDescription === null ? 'nullable' : 'type',
                        message: expected('a string', vDescription),
                    });
                }
                else if (codePointLength(vDescription) > 4000)
                    r.errors.push({
                        path: p + '/Description',
                        code: 'maxLength',
                        message: expected('at most 4000 characters', vDescription),
                    });
            }
            const vAmount = o.Amount;
            if (vAmount !== undefined) {
                checkMoney(vAmount, p + '/Amount', d + 1, r);
            }
            const vDetailType = o.DetailType;
            if (vDetailType === undefined) {
                r.errors.push({
                    path: p + '/DetailType',
                    code: 'required',
                    message: missing('DetailType'),
                });
            }
            else {
                if (typeof vDetailType !== 'string') {
                    r.errors.push({
                        path: p + '/DetailType',
                        code: vDetailType === null ? 'nullable' : 'type',
                        message: expected('a string', vDetailType),
                    });
                }
                else if (!(vDetailType === 'ItemBasedExpenseLineDetail' ||
                    vDetailType === 'ITEM_BASED_EXPENSE_LINE_DETAIL'))
                    r.errors.push({
                        path: p + '/DetailType',
                        code: 'enum',
                        message: expectedOneOf(['ItemBasedExpenseLineDetail', 'ITEM_BASED_EXPENSE_LINE_DETAIL'], vDetailType),
                    });
            }
            const vItemBasedExpenseLineDetail = o.ItemBasedExpenseLineDetail;
            if (vItemBasedExpenseLineDetail !== undefined) {
                checkItemBasedExpenseLineDetail(vItemBasedExpenseLineDetail, p + '/ItemBasedExpenseLineDetail', d + 1, r);
            }
            const vLinkedTxn = o.LinkedTxn;
            if (vLinkedTxn !== undefined) {
                if (!Array.isArray(vLinkedTxn)) {
                    r.errors.push({
                        path: p + '/LinkedTxn',
                        code: vLinkedTxn === null ? 'nullable' : 'type',
                        message: expected('an array', vLinkedTxn),
                    });
                }
                else {
                    if (d + 1 >= MAX_DEPTH) {
                        r.errors.push({
                            path: p + '/LinkedTxn',
                            code: 'depth',
                            message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
                        });
                    }
                    else if (r.errors.length < ERROR_LIMIT) {
                        for (let i = 0; i < vLinkedTxn.length; i++) {
                            const item = vLinkedTxn[i];
                            checkLinkedTxn(item, p + '/LinkedTxn' + '/' + i, d + 2, r);
                        }
                    }
                }
            }
            const vProjectRef = o.ProjectRef;
            if (vProjectRef !== undefined) {
                checkReferenceType(vProjectRef, p + '/ProjectRef', d + 1, r);
            }
        }
    }
}
/** Fast pass: is `v` a valid ItemBasedExpenseLineDetail? */
function validItemBasedExpenseLineDetail(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vItemRef = o.ItemRef;
    if (vItemRef !== undefined) {
        if (!validReferenceType(vItemRef, d + 1))
            return false;
    }
    const vQty = o.Qty;
    if (vQty !== undefined) {
        if (typeof vQty !== 'number' || !Number.isFinite(vQty))
            return false;
    }
    const vUnitPrice = o.UnitPrice;
    if (vUnitPrice !== undefined) {
        if (!validMoney(vUnitPrice, d + 1))
            return false;
    }
    const vBillableStatus = o.BillableStatus;
    if (vBillableStatus !== undefined) {
        if (!validBillableStatus(vBillableStatus, d + 1))
            return false;
    }
    const vCustomerRef = o.CustomerRef;
    if (vCustomerRef !== undefined) {
        if (!validReferenceType(vCustomerRef, d + 1))
            return false;
    }
    const vClassRef = o.ClassRef;
    if (vClassRef !== undefined) {
        if (!validReferenceType(vClassRef, d + 1))
            return false;
    }
    const vTaxCodeRef = o.TaxCodeRef;
    if (vTaxCodeRef !== undefined) {
        if (!validReferenceType(vTaxCodeRef, d + 1))
            return false;
    }
    const vTaxInclusiveAmt = o.TaxInclusiveAmt;
    if (vTaxInclusiveAmt !== undefined) {
        if (!validMoney(vTaxInclusiveAmt, d + 1))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid ItemBasedExpenseLineDetail, at pointer `p`. */
function checkItemBasedExpenseLineDetail(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vItemRef = o.ItemRef;
            if (vItemRef !== undefined) {
                checkReferenceType(vItemRef, p + '/ItemRef', d + 1, r);
            }
            const vQty = o.Qty;
            if (vQty !== undefined) {
                if (typeof vQty !== 'number' || !Number.isFinite(vQty)) {
                    r.errors.push({
                        path: p + '/Qty',
                        code: vQty === null ? 'nullable' : 'type',
                        message: expected('a number', vQty),
                    });
                }
            }
            const vUnitPrice = o.UnitPrice;
            if (vUnitPrice !== undefined) {
                checkMoney(vUnitPrice, p + '/UnitPrice', d + 1, r);
            }
            const vBillableStatus = o.BillableStatus;
            if (vBillableStatus !== undefined) {
                checkBillableStatus(vBillableStatus, p + '/BillableStatus', d + 1, r);
            }
            const vCustomerRef = o.CustomerRef;
            if (vCustomerRef !== undefined) {
                checkReferenceType(vCustomerRef, p + '/CustomerRef', d + 1, r);
            }
            const vClassRef = o.ClassRef;
            if (vClassRef !== undefined) {
                checkReferenceType(vClassRef, p + '/ClassRef', d + 1, r);
            }
            const vTaxCodeRef = o.TaxCodeRef;
            if (vTaxCodeRef !== undefined) {
                checkReferenceType(vTaxCodeRef, p + '/TaxCodeRef', d + 1, r);
            }
            const vTaxInclusiveAmt = o.TaxInclusiveAmt;
            if (vTaxInclusiveAmt !== undefined) {
                checkMoney(vTaxInclusiveAmt, p + '/TaxInclusiveAmt', d + 1, r);
            }
        }
    }
}
/** Fast pass: is `v` a valid ItemResponse? */
function validItemResponse(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vItem = o.Item;
    if (vItem === undefined)
        return false;
    if (!validItem(vItem, d + 1))
        return false;
    const vTime = o.time;
    if (vTime !== undefined) {
        if (!validDateTime(vTime, d + 1))
            return false;
    }
    for (const key in o) {
        if (!(key === 'Item' || key === 'time'))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid ItemResponse, at pointer `p`. */
function checkItemResponse(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vItem = o.Item;
            if (vItem === undefined) {
                r.errors.push({ path: p + '/Item', code: 'required', message: missing('Item') });
            }
            else {
                checkItem(vItem, p + '/Item', d + 1, r);
            }
            const vTime = o.time;
            if (vTime !== undefined) {
                checkDateTime(vTime, p + '/time', d + 1, r);
            }
            for (const key in o) {
                if (!(key === 'Item' || key === 'time'))
                    r.errors.push({
                        path: p + '/' + escapePointer(key),
                        code: 'additionalProperties',
                        message: `unexpected property '${key}'`,
                    });
            }
        }
    }
}
/** Fast pass: is `v` a valid ItemUpdate? */
function validItemUpdate(v, d) {
    if (!validItem(v, d))
        return false;
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vId = o.Id;
    if (vId === undefined)
        return false;
    if (typeof vId !== 'string')
        return false;
    const vSyncToken = o.SyncToken;
    if (vSyncToken === undefined)
        return false;
    if (typeof vSyncToken !== 'string')
        return false;
    return true;
}
/** Collecting pass: every problem of `v` as a valid ItemUpdate, at pointer `p`. */
function checkItemUpdate(v, p, d, r) {
    checkItem(v, p, d, r);
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vId = o.Id;
            if (vId === undefined) {
                r.errors.push({ path: p + '/Id', code: 'required', message: missing('Id') });
            }
            else {
                if (typeof vId !== 'string') {
                    r.errors.push({
                        path: p + '/Id',
                        code: vId === null ? 'nullable' : 'type',
                        message: expected('a string', vId),
                    });
                }
            }
            const vSyncToken = o.SyncToken;
            if (vSyncToken === undefined) {
                r.errors.push({ path: p + '/SyncToken', code: 'required', message: missing('SyncToken') });
            }
            else {
                if (typeof vSyncToken !== 'string') {
                    r.errors.push({
                        path: p + '/SyncToken',
                        code: vSyncToken === null ? 'nullable' : 'type',
                        message: expected('a string', vSyncToken),
                    });
                }
            }
        }
    }
}
/** Fast pass: is `v` a valid ItemUpdateWrite (request shape)? */
function validItemUpdateWrite(v, d) {
    if (!validItemWrite(v, d))
        return false;
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vId = o.Id;
    if (vId === undefined)
        return false;
    if (typeof vId !== 'string')
        return false;
    const vSyncToken = o.SyncToken;
    if (vSyncToken === undefined)
        return false;
    if (typeof vSyncToken !== 'string')
        return false;
    return true;
}
/** Collecting pass: every problem of `v` as a valid ItemUpdateWrite (request shape), at pointer `p`. */
function checkItemUpdateWrite(v, p, d, r) {
    checkItemWrite(v, p, d, r);
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vId = o.Id;
            if (vId === undefined) {
                r.errors.push({ path: p + '/Id', code: 'required', message: missing('Id') });
            }
            else {
                if (typeof vId !== 'string') {
                    r.errors.push({
                        path: p + '/Id',
                        code: vId === null ? 'nullable' : 'type',
                        message: expected('a string', vId),
                    });
                }
            }
            const vSyncToken = o.SyncToken;
            if (vSyncToken === undefined) {
                r.errors.push({ path: p + '/SyncToken', code: 'required', message: missing('SyncToken') });
            }
            else {
                if (typeof vSyncToken !== 'string') {
                    r.errors.push({
                        path: p + '/SyncToken',
                        code: vSyncToken === null ? 'nullable' : 'type',
                        message: expected('a string', vSyncToken),
                    });
                }
            }
        }
    }
}
/** Fast pass: is `v` a valid JournalEntryLine? */
function validJournalEntryLine(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vId = o.Id;
    if (vId !== undefined) {
        if (typeof vId !== 'string')
            return false;
    }
    const vLineNum = o.LineNum;
    if (vLineNum !== undefined) {
        if (!Number.isInteger(vLineNum))
            return false;
        if (vLineNum < 1)
            return false;
    }
    const vDescription = o.Description;
    if (vDescription !== undefined) {
        if (typeof vDescription !== 'string')
            return false;
        if (vDescription.length > 4000 && codePointLength(vDescription) > 4000)
            return false;
    }
    const vAmount = o.Amount;
    if (vAmount !== undefined) {
        if (!validMoney(vAmount, d + 1))
            return false;
    }
    const vDetailType = o.DetailType;
    if (vDetailType === undefined)
        return false;
    if (typeof vDetailType !== 'string')
        return false;
    if (!(vDetailType === 'JournalEntryLineDetail' || vDetailType === 'JOURNAL_ENTRY_LINE_DETAIL'))
        return false;
    const vJournalEntryLineDetail = o.JournalEntryLineDetail;
    if (vJournalEntryLineDetail !== undefined) {
        if (!validJournalEntryLineDetail(vJournalEntryLineDetail, d + 1))
            return false;
    }
    const vLinkedTxn = o.LinkedTxn;
    if (vLinkedTxn !== undefined) {
        if (!Array.isArray(vLinkedTxn))
            return false;
        if (d + 1 >= MAX_DEPTH) {
            tooDeep = true;
            return false;
        }
        for (let i = 0; i < vLinkedTxn.length; i++) {
            const item = vLinkedTxn[i];
            if (!validLinkedTxn(item, d + 2))
                return false;
        }
    }
    const vProjectRef = o.ProjectRef;
    if (vProjectRef !== undefined) {
        if (!validReferenceType(vProjectRef, d + 1))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid JournalEntryLine, at pointer `p`. */
function checkJournalEntryLine(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vId = o.Id;
            if (vId !== undefined) {
                if (typeof vId !== 'string') {
                    r.errors.push({
                        path: p + '/Id',
                        code: vId === null ? 'nullable' : 'type',
                        message: expected('a string', vId),
                    });
                }
            }
            const vLineNum = o.LineNum;
            if (vLineNum !== undefined) {
                if (!Number.isInteger(vLineNum)) {
                    r.errors.push({
                        path: p + '/LineNum',
                        code: vLineNum === null ? 'nullable' : 'type',
                        message: expected('an integer', vLineNum),
                    });
                }
                else if (vLineNum < 1)
                    r.errors.push({
                        path: p + '/LineNum',
                        code: 'minimum',
                        message: expected('at least 1', vLineNum),
                    });
            }
            const vDescription = o.Description;
            if (vDescription !== undefined) {
                if (typeof vDescription !== 'string') {
                    r.errors.push({
                        path: p + '/Description',
                        code: vDescription === null ? 'nullable' : 'type',
                        message: expected('a string', vDescription),
                    });
                }
                else if (codePointLength(vDescription) > 4000)
                    r.errors.push({
                        path: p + '/Description',
                        code: 'maxLength',
                        message: expected('at most 4000 characters', vDescription),
                    });
            }
            const vAmount = o.Amount;
            if (vAmount !== undefined) {
                checkMoney(vAmount, p + '/Amount', d + 1, r);
            }
            const vDetailType = o.DetailType;
            if (vDetailType === undefined) {
                r.errors.push({
                    path: p + '/DetailType',
                    code: 'required',
                    message: missing('DetailType'),
                });
            }
            else {
                if (typeof vDetailType !== 'string') {
                    r.errors.push({
                        path: p + '/DetailType',
                        code: vDetailType === null ? 'nullable' : 'type',
                        message: expected('a string', vDetailType),
                    });
                }
                else if (!(vDetailType === 'JournalEntryLineDetail' || vDetailType === 'JOURNAL_ENTRY_LINE_DETAIL'))
                    r.errors.push({
                        path: p + '/DetailType',
                        code: 'enum',
                        message: expectedOneOf(['JournalEntryLineDetail', 'JOURNAL_ENTRY_LINE_DETAIL'], vDetailType),
                    });
            }
            const vJournalEntryLineDetail = o.JournalEntryLineDetail;
            if (vJournalEntryLineDetail !== undefined) {
                checkJournalEntryLineDetail(vJournalEntryLineDetail, p + '/JournalEntryLineDetail', d + 1, r);
            }
            const vLinkedTxn = o.LinkedTxn;
            if (vLinkedTxn !== undefined) {
                if (!Array.isArray(vLinkedTxn)) {
                    r.errors.push({
                        path: p + '/LinkedTxn',
                        code: vLinkedTxn === null ? 'nullable' : 'type',
                        message: expected('an array', vLinkedTxn),
                    });
                }
                else {
                    if (d + 1 >= MAX_DEPTH) {
                        r.errors.push({
                            path: p + '/LinkedTxn',
                            code: 'depth',
                            message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
                        });
                    }
                    else if (r.errors.length < ERROR_LIMIT) {
                        for (let i = 0; i < vLinkedTxn.length; i++) {
                            const item = vLinkedTxn[i];
                            checkLinkedTxn(item, p + '/LinkedTxn' + '/' + i, d + 2, r);
                        }
                    }
                }
            }
            const vProjectRef = o.ProjectRef;
            if (vProjectRef !== undefined) {
                checkReferenceType(vProjectRef, p + '/ProjectRef', d + 1, r);
            }
        }
    }
}
/** Fast pass: is `v` a valid JournalEntryLineDetail? */
function validJournalEntryLineDetail(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vPostingType = o.PostingType;
    if (vPostingType === undefined)
        return false;
    if (typeof vPostingType !== 'string')
        return false;
    if (!(vPostingType === 'Debit' || vPostingType === 'Credit'))
        return false;
    const vAccountRef = o.AccountRef;
    if (vAccountRef === undefined)
        return false;
    if (!validReferenceType(vAccountRef, d + 1))
        return false;
    const vEntity = o.Entity;
    if (vEntity !== undefined) {
        if (typeof vEntity !== 'object' || vEntity === null || Array.isArray(vEntity))
            return false;
        if (d + 1 >= MAX_DEPTH) {
            tooDeep = true;
            return false;
        }
        const o2 = vEntity;
    }
    const vClassRef = o.ClassRef;
    if (vClassRef !== undefined) {
        if (!validReferenceType(vClassRef, d + 1))
            return false;
    }
    const vDepartmentRef = o.DepartmentRef;
    if (vDepartmentRef !== undefined) {
        if (!validReferenceType(vDepartmentRef, d + 1))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid JournalEntryLineDetail, at pointer `p`. */
function checkJournalEntryLineDetail(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vPostingType = o.PostingType;
            if (vPostingType === undefined) {
                r.errors.push({
                    path: p + '/PostingType',
                    code: 'required',
                    message: missing('PostingType'),
                });
            }
            else {
                if (typeof vPostingType !== 'string') {
                    r.errors.push({
                        path: p + '/PostingType',
                        code: vPostingType === null ? 'nullable' : 'type',
                        message: expected('a string', vPostingType),
                    });
                }
                else if (!(vPostingType === 'Debit' || vPostingType === 'Credit'))
                    r.errors.push({
                        path: p + '/PostingType',
                        code: 'enum',
                        message: expectedOneOf(['Debit', 'Credit'], vPostingType),
                    });
            }
            const vAccountRef = o.AccountRef;
            if (vAccountRef === undefined) {
                r.errors.push({
                    path: p + '/AccountRef',
                    code: 'required',
                    message: missing('AccountRef'),
                });
            }
            else {
                checkReferenceType(vAccountRef, p + '/AccountRef', d + 1, r);
            }
            const vEntity = o.Entity;
            if (vEntity !== undefined) {
                if (typeof vEntity !== 'object' || vEntity === null || Array.isArray(vEntity)) {
                    r.errors.push({
                        path: p + '/Entity',
                        code: vEntity === null ? 'nullable' : 'type',
                        message: expected('an object', vEntity),
                    });
                }
                else {
                    if (d + 1 >= MAX_DEPTH) {
                        r.errors.push({
                            path: p + '/Entity',
                            code: 'depth',
                            message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
                        });
                    }
                    else if (r.errors.length < ERROR_LIMIT) {
                        const o2 = vEntity;
                    }
                }
            }
            const vClassRef = o.ClassRef;
            if (vClassRef !== undefined) {
                checkReferenceType(vClassRef, p + '/ClassRef', d + 1, r);
            }
            const vDepartmentRef = o.DepartmentRef;
            if (vDepartmentRef !== undefined) {
                checkReferenceType(vDepartmentRef, p + '/DepartmentRef', d + 1, r);
            }
        }
    }
}
/** Fast pass: is `v` a valid Line? */
function validLine(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    const tag = v.DetailType;
    switch (tag) {
        case 'SalesItemLineDetail':
        case 'SALES_ITEM_LINE_DETAIL':
            if (!validSalesItemLine(v, d))
                return false;
            break;
        case 'GroupLineDetail':
        case 'GROUP_LINE_DETAIL':
            if (!validGroupLine(v, d))
                return false;
            break;
        case 'DescriptionOnly':
        case 'DESCRIPTION_ONLY':
            if (!validDescriptionOnlyLine(v, d))
                return false;
            break;
        case 'DiscountLineDetail':
        case 'DISCOUNT_LINE_DETAIL':
            if (!validDiscountLine(v, d))
                return false;
            break;
        case 'SubTotalLineDetail':
        case 'SUB_TOTAL_LINE_DETAIL':
            if (!validSubTotalLine(v, d))
                return false;
            break;
        case 'TaxLineDetail':
        case 'TAX_LINE_DETAIL':
            if (!validTaxLine(v, d))
                return false;
            break;
        case 'AccountBasedExpenseLineDetail':
        case 'ACCOUNT_BASED_EXPENSE_LINE_DETAIL':
            if (!validAccountBasedExpenseLine(v, d))
                return false;
            break;
        case 'ItemBasedExpenseLineDetail':
        case 'ITEM_BASED_EXPENSE_LINE_DETAIL':
            if (!validItemBasedExpenseLine(v, d))
                return false;
            break;
        case 'JournalEntryLineDetail':
        case 'JOURNAL_ENTRY_LINE_DETAIL':
            if (!validJournalEntryLine(v, d))
                return false;
            break;
        default:
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid Line, at pointer `p`. */
function checkLine(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        const tag = v.DetailType;
        switch (tag) {
            case 'SalesItemLineDetail':
            case 'SALES_ITEM_LINE_DETAIL':
                checkSalesItemLine(v, p, d, r);
                break;
            case 'GroupLineDetail':
            case 'GROUP_LINE_DETAIL':
                checkGroupLine(v, p, d, r);
                break;
            case 'DescriptionOnly':
            case 'DESCRIPTION_ONLY':
                checkDescriptionOnlyLine(v, p, d, r);
                break;
            case 'DiscountLineDetail':
            case 'DISCOUNT_LINE_DETAIL':
                checkDiscountLine(v, p, d, r);
                break;
            case 'SubTotalLineDetail':
            case 'SUB_TOTAL_LINE_DETAIL':
                checkSubTotalLine(v, p, d, r);
                break;
            case 'TaxLineDetail':
            case 'TAX_LINE_DETAIL':
                checkTaxLine(v, p, d, r);
                break;
            case 'AccountBasedExpenseLineDetail':
            case 'ACCOUNT_BASED_EXPENSE_LINE_DETAIL':
                checkAccountBasedExpenseLine(v, p, d, r);
                break;
            case 'ItemBasedExpenseLineDetail':
            case 'ITEM_BASED_EXPENSE_LINE_DETAIL':
                checkItemBasedExpenseLine(v, p, d, r);
                break;
            case 'JournalEntryLineDetail':
            case 'JOURNAL_ENTRY_LINE_DETAIL':
                checkJournalEntryLine(v, p, d, r);
                break;
            default:
                r.errors.push({
                    path: p + '/DetailType',
                    code: 'discriminator',
                    message: expectedOneOf([
                        'SalesItemLineDetail',
                        'SALES_ITEM_LINE_DETAIL',
                        'GroupLineDetail',
                        'GROUP_LINE_DETAIL',
                        'DescriptionOnly',
                        'DESCRIPTION_ONLY',
                        'DiscountLineDetail',
                        'DISCOUNT_LINE_DETAIL',
                        'SubTotalLineDetail',
                        'SUB_TOTAL_LINE_DETAIL',
                        'TaxLineDetail',
                        'TAX_LINE_DETAIL',
                        'AccountBasedExpenseLineDetail',
                        'ACCOUNT_BASED_EXPENSE_LINE_DETAIL',
                        'ItemBasedExpenseLineDetail',
                        'ITEM_BASED_EXPENSE_LINE_DETAIL',
                        'JournalEntryLineDetail',
                        'JOURNAL_ENTRY_LINE_DETAIL',
                    ], tag),
                });
        }
    }
}
/** Fast pass: is `v` a valid LinkedTxn? */
function validLinkedTxn(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vTxnId = o.TxnId;
    if (vTxnId === undefined)
        return false;
    if (typeof vTxnId !== 'string')
        return false;
    const vTxnType = o.TxnType;
    if (vTxnType === undefined)
        return false;
    if (typeof vTxnType !== 'string')
        return false;
    const vTxnLineId = o.TxnLineId;
    if (vTxnLineId !== undefined) {
        if (typeof vTxnLineId !== 'string')
            return false;
    }
    for (const key in o) {
        if (!(key === 'TxnId' || key === 'TxnType' || key === 'TxnLineId'))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid LinkedTxn, at pointer `p`. */
function checkLinkedTxn(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vTxnId = o.TxnId;
            if (vTxnId === undefined) {
                r.errors.push({ path: p + '/TxnId', code: 'required', message: missing('TxnId') });
            }
            else {
                if (typeof vTxnId !== 'string') {
                    r.errors.push({
                        path: p + '/TxnId',
                        code: vTxnId === null ? 'nullable' : 'type',
                        message: expected('a string', vTxnId),
                    });
                }
            }
            const vTxnType = o.TxnType;
            if (vTxnType === undefined) {
                r.errors.push({ path: p + '/TxnType', code: 'required', message: missing('TxnType') });
            }
            else {
                if (typeof vTxnType !== 'string') {
                    r.errors.push({
                        path: p + '/TxnType',
                        code: vTxnType === null ? 'nullable' : 'type',
                        message: expected('a string', vTxnType),
                    });
                }
            }
            const vTxnLineId = o.TxnLineId;
            if (vTxnLineId !== undefined) {
                if (typeof vTxnLineId !== 'string') {
                    r.errors.push({
                        path: p + '/TxnLineId',
                        code: vTxnLineId === null ? 'nullable' : 'type',
                        message: expected('a string', vTxnLineId),
                    });
                }
            }
            for (const key in o) {
                if (!(key === 'TxnId' || key === 'TxnType' || key === 'TxnLineId'))
                    r.errors.push({
                        path: p + '/' + escapePointer(key),
                        code: 'additionalProperties',
                        message: `unexpected property '${key}'`,
                    });
            }
        }
    }
}
/** Fast pass: is `v` a valid MemoRef? */
function validMemoRef(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vValue = o.value;
    if (vValue !== undefined) {
        if (typeof vValue !== 'string')
            return false;
    }
    const vId = o.id;
    if (vId !== undefined) {
        if (typeof vId !== 'string')
            return false;
    }
    for (const key in o) {
        if (!(key === 'value' || key === 'id'))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid MemoRef, at pointer `p`. */
function checkMemoRef(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vValue = o.value;
            if (vValue !== undefined) {
                if (typeof vValue !== 'string') {
                    r.errors.push({
                        path: p + '/value',
                        code: vValue === null ? 'nullable' : 'type',
                        message: expected('a string', vValue),
                    });
                }
            }
            const vId = o.id;
            if (vId !== undefined) {
                if (typeof vId !== 'string') {
                    r.errors.push({
                        path: p + '/id',
                        code: vId === null ? 'nullable' : 'type',
                        message: expected('a string', vId),
                    });
                }
            }
            for (const key in o) {
                if (!(key === 'value' || key === 'id'))
                    r.errors.push({
                        path: p + '/' + escapePointer(key),
                        code: 'additionalProperties',
                        message: `unexpected property '${key}'`,
                    });
            }
        }
    }
}
/** Fast pass: is `v` a valid MetaData? */
function validMetaData(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vCreateTime = o.CreateTime;
    if (vCreateTime !== undefined) {
        if (!validDateTime(vCreateTime, d + 1))
            return false;
    }
    const vLastUpdatedTime = o.LastUpdatedTime;
    if (vLastUpdatedTime !== undefined) {
        if (!validDateTime(vLastUpdatedTime, d + 1))
            return false;
    }
    const vCreatedByRef = o.CreatedByRef;
    if (vCreatedByRef !== undefined) {
        if (!validReferenceType(vCreatedByRef, d + 1))
            return false;
    }
    const vLastModifiedByRef = o.LastModifiedByRef;
    if (vLastModifiedByRef !== undefined) {
        if (!validReferenceType(vLastModifiedByRef, d + 1))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid MetaData, at pointer `p`. */
function checkMetaData(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vCreateTime = o.CreateTime;
            if (vCreateTime !== undefined) {
                checkDateTime(vCreateTime, p + '/CreateTime', d + 1, r);
            }
            const vLastUpdatedTime = o.LastUpdatedTime;
            if (vLastUpdatedTime !== undefined) {
                checkDateTime(vLastUpdatedTime, p + '/LastUpdatedTime', d + 1, r);
            }
            const vCreatedByRef = o.CreatedByRef;
            if (vCreatedByRef !== undefined) {
                checkReferenceType(vCreatedByRef, p + '/CreatedByRef', d + 1, r);
            }
            const vLastModifiedByRef = o.LastModifiedByRef;
            if (vLastModifiedByRef !== undefined) {
                checkReferenceType(vLastModifiedByRef, p + '/LastModifiedByRef', d + 1, r);
            }
        }
    }
}
/** Fast pass: is `v` a valid Money? */
function validMoney(v, d) {
    if (typeof v !== 'number' || !Number.isFinite(v))
        return false;
    return true;
}
/** Collecting pass: every problem of `v` as a valid Money, at pointer `p`. */
function checkMoney(v, p, d, r) {
    if (typeof v !== 'number' || !Number.isFinite(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('a number', v),
        });
    }
}
/** Fast pass: is `v` a valid Payment? */
function validPayment(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vId = o.Id;
    if (vId !== undefined) {
        if (typeof vId !== 'string')
            return false;
    }
    const vSyncToken = o.SyncToken;
    if (vSyncToken !== undefined) {
        if (typeof vSyncToken !== 'string')
            return false;
    }
    const vMetaData = o.MetaData;
    if (vMetaData !== undefined) {
        if (!validMetaData(vMetaData, d + 1))
            return false;
    }
    const vDomain = o.domain;
    if (vDomain !== undefined) {
        if (typeof vDomain !== 'string')
            return false;
    }
    const vStatus = o.status;
    if (vStatus !== undefined) {
        if (typeof vStatus !== 'string')
            return false;
    }
    const vSparse = o.sparse;
    if (vSparse !== undefined) {
        if (typeof vSparse !== 'boolean')
            return false;
    }
    const vCustomerRef = o.CustomerRef;
    if (vCustomerRef !== undefined) {
        if (!validReferenceType(vCustomerRef, d + 1))
            return false;
    }
    const vTotalAmt = o.TotalAmt;
    if (vTotalAmt !== undefined) {
        if (!validMoney(vTotalAmt, d + 1))
            return false;
    }
    const vLine = o.Line;
    if (vLine !== undefined) {
        if (!Array.isArray(vLine))
            return false;
        if (d + 1 >= MAX_DEPTH) {
            tooDeep = true;
            return false;
        }
        for (let i = 0; i < vLine.length; i++) {
            const item = vLine[i];
            if (!validPaymentLine(item, d + 2))
                return false;
        }
    }
    const vTxnDate = o.TxnDate;
    if (vTxnDate !== undefined) {
        if (!validCalendarDate(vTxnDate, d + 1))
            return false;
    }
    const vPaymentRefNum = o.PaymentRefNum;
    if (vPaymentRefNum !== undefined) {
        if (typeof vPaymentRefNum !== 'string')
            return false;
    }
    const vPaymentMethodRef = o.PaymentMethodRef;
    if (vPaymentMethodRef !== undefined) {
        if (!validReferenceType(vPaymentMethodRef, d + 1))
            return false;
    }
    const vDepositToAccountRef = o.DepositToAccountRef;
    if (vDepositToAccountRef !== undefined) {
        if (!validReferenceType(vDepositToAccountRef, d + 1))
            return false;
    }
    const vARAccountRef = o.ARAccountRef;
    if (vARAccountRef !== undefined) {
        if (!validReferenceType(vARAccountRef, d + 1))
            return false;
    }
    const vCurrencyRef = o.CurrencyRef;
    if (vCurrencyRef !== undefined) {
        if (!validReferenceType(vCurrencyRef, d + 1))
            return false;
    }
    const vExchangeRate = o.ExchangeRate;
    if (vExchangeRate !== undefined) {
        if (typeof vExchangeRate !== 'number' || !Number.isFinite(vExchangeRate))
            return false;
    }
    const vPrivateNote = o.PrivateNote;
    if (vPrivateNote !== undefined) {
        if (typeof vPrivateNote !== 'string')
            return false;
        if (vPrivateNote.length > 4000 && codePointLength(vPrivateNote) > 4000)
            return false;
    }
    const vProcessPayment = o.ProcessPayment;
    if (vProcessPayment !== undefined) {
        if (typeof vProcessPayment !== 'boolean')
            return false;
    }
    const vTxnStatus = o.TxnStatus;
    if (vTxnStatus !== undefined) {
        if (typeof vTxnStatus !== 'string')
            return false;
    }
    const vLinkedTxn = o.LinkedTxn;
    if (vLinkedTxn !== undefined) {
        if (!Array.isArray(vLinkedTxn))
            return false;
        if (d + 1 >= MAX_DEPTH) {
            tooDeep = true;
            return false;
        }
        for (let i2 = 0; i2 < vLinkedTxn.length; i2++) {
            const item2 = vLinkedTxn[i2];
            if (!validLinkedTxn(item2, d + 2))
                return false;
        }
    }
    const vUnappliedAmt = o.UnappliedAmt;
    if (vUnappliedAmt !== undefined) {
        if (!validMoney(vUnappliedAmt, d + 1))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid Payment, at pointer `p`. */
function checkPayment(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vId = o.Id;
            if (vId !== undefined) {
                if (typeof vId !== 'string') {
                    r.errors.push({
                        path: p + '/Id',
                        code: vId === null ? 'nullable' : 'type',
                        message: expected('a string', vId),
                    });
                }
            }
            const vSyncToken = o.SyncToken;
            if (vSyncToken !== undefined) {
                if (typeof vSyncToken !== 'string') {
                    r.errors.push({
                        path: p + '/SyncToken',
                        code: vSyncToken === null ? 'nullable' : 'type',
                        message: expected('a string', vSyncToken),
                    });
                }
            }
            const vMetaData = o.MetaData;
            if (vMetaData !== undefined) {
                checkMetaData(vMetaData, p + '/MetaData', d + 1, r);
            }
            const vDomain = o.domain;
            if (vDomain !== undefined) {
                if (typeof vDomain !== 'string') {
                    r.errors.push({
                        path: p + '/domain',
                        code: vDomain === null ? 'nullable' : 'type',
                        message: expected('a string', vDomain),
                    });
                }
            }
            const vStatus = o.status;
            if (vStatus !== undefined) {
                if (typeof vStatus !== 'string') {
                    r.errors.push({
                        path: p + '/status',
                        code: vStatus === null ? 'nullable' : 'type',
                        message: expected('a string', vStatus),
                    });
                }
            }
            const vSparse = o.sparse;
            if (vSparse !== undefined) {
                if (typeof vSparse !== 'boolean') {
                    r.errors.push({
                        path: p + '/sparse',
                        code: vSparse === null ? 'nullable' : 'type',
                        message: expected('true or false', vSparse),
                    });
                }
            }
            const vCustomerRef = o.CustomerRef;
            if (vCustomerRef !== undefined) {
                checkReferenceType(vCustomerRef, p + '/CustomerRef', d + 1, r);
            }
            const vTotalAmt = o.TotalAmt;
            if (vTotalAmt !== undefined) {
                checkMoney(vTotalAmt, p + '/TotalAmt', d + 1, r);
            }
            const vLine = o.Line;
            if (vLine !== undefined) {
                if (!Array.isArray(vLine)) {
                    r.errors.push({
                        path: p + '/Line',
                        code: vLine === null ? 'nullable' : 'type',
                        message: expected('an array', vLine),
                    });
                }
                else {
                    if (d + 1 >= MAX_DEPTH) {
                        r.errors.push({
                            path: p + '/Line',
                            code: 'depth',
                            message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
                        });
                    }
                    else if (r.errors.length < ERROR_LIMIT) {
                        for (let i = 0; i < vLine.length; i++) {
                            const item = vLine[i];
                            checkPaymentLine(item, p + '/Line' + '/' + i, d + 2, r);
                        }
                    }
                }
            }
            const vTxnDate = o.TxnDate;
            if (vTxnDate !== undefined) {
                checkCalendarDate(vTxnDate, p + '/TxnDate', d + 1, r);
            }
            const vPaymentRefNum = o.PaymentRefNum;
            if (vPaymentRefNum !== undefined) {
                if (typeof vPaymentRefNum !== 'string') {
                    r.errors.push({
                        path: p + '/PaymentRefNum',
                        code: vPaymentRefNum === null ? 'nullable' : 'type',
                        message: expected('a string', vPaymentRefNum),
                    });
                }
            }
            const vPaymentMethodRef = o.PaymentMethodRef;
            if (vPaymentMethodRef !== undefined) {
                checkReferenceType(vPaymentMethodRef, p + '/PaymentMethodRef', d + 1, r);
            }
            const vDepositToAccountRef = o.DepositToAccountRef;
            if (vDepositToAccountRef !== undefined) {
                checkReferenceType(vDepositToAccountRef, p + '/DepositToAccountRef', d + 1, r);
            }
            const vARAccountRef = o.ARAccountRef;
            if (vARAccountRef !== undefined) {
                checkReferenceType(vARAccountRef, p + '/ARAccountRef', d + 1, r);
            }
            const vCurrencyRef = o.CurrencyRef;
            if (vCurrencyRef !== undefined) {
                checkReferenceType(vCurrencyRef, p + '/CurrencyRef', d + 1, r);
            }
            const vExchangeRate = o.ExchangeRate;
            if (vExchangeRate !== undefined) {
                if (typeof vExchangeRate !== 'number' || !Number.isFinite(vExchangeRate)) {
                    r.errors.push({
                        path: p + '/ExchangeRate',
                        code: vExchangeRate === null ? 'nullable' : 'type',
                        message: expected('a number', vExchangeRate),
                    });
                }
            }
            const vPrivateNote = o.PrivateNote;
            if (vPrivateNote !== undefined) {
                if (typeof vPrivateNote !== 'string') {
                    r.errors.push({
                        path: p + '/PrivateNote',
                        code: vPrivateNote === null ? 'nullable' : 'type',
                        message: expected('a string', vPrivateNote),
                    });
                }
                else if (codePointLength(vPrivateNote) > 4000)
                    r.errors.push({
                        path: p + '/PrivateNote',
                        code: 'maxLength',
                        message: expected('at most 4000 characters', vPrivateNote),
                    });
            }
            const vProcessPayment = o.ProcessPayment;
            if (vProcessPayment !== undefined) {
                if (typeof vProcessPayment !== 'boolean') {
                    r.errors.push({
                        path: p + '/ProcessPayment',
                        code: vProcessPayment === null ? 'nullable' : 'type',
                        message: expected('true or false', vProcessPayment),
                    });
                }
            }
            const vTxnStatus = o.TxnStatus;
            if (vTxnStatus !== undefined) {
                if (typeof vTxnStatus !== 'string') {
                    r.errors.push({
                        path: p + '/TxnStatus',
                        code: vTxnStatus === null ? 'nullable' : 'type',
                        message: expected('a string', vTxnStatus),
                    });
                }
            }
            const vLinkedTxn = o.LinkedTxn;
            if (vLinkedTxn !== undefined) {
                if (!Array.isArray(vLinkedTxn)) {
                    r.errors.push({
                        path: p + '/LinkedTxn',
                        code: vLinkedTxn === null ? 'nullable' : 'type',
                        message: expected('an array', vLinkedTxn),
                    });
                }
                else {
                    if (d + 1 >= MAX_DEPTH) {
                        r.errors.push({
                            path: p + '/LinkedTxn',
                            code: 'depth',
                            message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
                        });
                    }
                    else if (r.errors.length < ERROR_LIMIT) {
                        for (let i2 = 0; i2 < vLinkedTxn.length; i2++) {
                            const item2 = vLinkedTxn[i2];
                            checkLinkedTxn(item2, p + '/LinkedTxn' + '/' + i2, d + 2, r);
                        }
                    }
                }
            }
            const vUnappliedAmt = o.UnappliedAmt;
            if (vUnappliedAmt !== undefined) {
                checkMoney(vUnappliedAmt, p + '/UnappliedAmt', d + 1, r);
            }
        }
    }
}
/** Fast pass: is `v` a valid PaymentWrite (request shape)? */
function validPaymentWrite(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    if (o.Id !== undefined)
        droppedSeen = true;
    if (o.SyncToken !== undefined)
        droppedSeen = true;
    if (o.MetaData !== undefined)
        droppedSeen = true;
    if (o.domain !== undefined)
        droppedSeen = true;
    if (o.status !== undefined)
        droppedSeen = true;
    const vSparse = o.sparse;
    if (vSparse !== undefined) {
        if (typeof vSparse !== 'boolean')
            return false;
    }
    const vCustomerRef = o.CustomerRef;
    if (vCustomerRef !== undefined) {
        if (!validReferenceType(vCustomerRef, d + 1))
            return false;
    }
    const vTotalAmt = o.TotalAmt;
    if (vTotalAmt !== undefined) {
        if (!validMoney(vTotalAmt, d + 1))
            return false;
    }
    const vLine = o.Line;
    if (vLine !== undefined) {
        if (!Array.isArray(vLine))
            return false;
        if (d + 1 >= MAX_DEPTH) {
            tooDeep = true;
            return false;
        }
        for (let i = 0; i < vLine.length; i++) {
            const item = vLine[i];
            if (!validPaymentLine(item, d + 2))
                return false;
        }
    }
    const vTxnDate = o.TxnDate;
    if (vTxnDate !== undefined) {
        if (!validCalendarDate(vTxnDate, d + 1))
            return false;
    }
    const vPaymentRefNum = o.PaymentRefNum;
    if (vPaymentRefNum !== undefined) {
        if (typeof vPaymentRefNum !== 'string')
            return false;
    }
    const vPaymentMethodRef = o.PaymentMethodRef;
    if (vPaymentMethodRef !== undefined) {
        if (!validReferenceType(vPaymentMethodRef, d + 1))
            return false;
    }
    const vDepositToAccountRef = o.DepositToAccountRef;
    if (vDepositToAccountRef !== undefined) {
        if (!validReferenceType(vDepositToAccountRef, d + 1))
            return false;
    }
    const vARAccountRef = o.ARAccountRef;
    if (vARAccountRef !== undefined) {
        if (!validReferenceType(vARAccountRef, d + 1))
            return false;
    }
    const vCurrencyRef = o.CurrencyRef;
    if (vCurrencyRef !== undefined) {
        if (!validReferenceType(vCurrencyRef, d + 1))
            return false;
    }
    const vExchangeRate = o.ExchangeRate;
    if (vExchangeRate !== undefined) {
        if (typeof vExchangeRate !== 'number' || !Number.isFinite(vExchangeRate))
            return false;
    }
    const vPrivateNote = o.PrivateNote;
    if (vPrivateNote !== undefined) {
        if (typeof vPrivateNote !== 'string')
            return false;
        if (vPrivateNote.length > 4000 && codePointLength(vPrivateNote) > 4000)
            return false;
    }
    const vProcessPayment = o.ProcessPayment;
    if (vProcessPayment !== undefined) {
        if (typeof vProcessPayment !== 'boolean')
            return false;
    }
    const vTxnStatus = o.TxnStatus;
    if (vTxnStatus !== undefined) {
        if (typeof vTxnStatus !== 'string')
            return false;
    }
    const vLinkedTxn = o.LinkedTxn;
    if (vLinkedTxn !== undefined) {
        if (!Array.isArray(vLinkedTxn))
            return false;
        if (d + 1 >= MAX_DEPTH) {
            tooDeep = true;
            return false;
        }
        for (let i2 = 0; i2 < vLinkedTxn.length; i2++) {
            const item2 = vLinkedTxn[i2];
            if (!validLinkedTxn(item2, d + 2))
                return false;
        }
    }
    if (o.UnappliedAmt !== undefined)
        droppedSeen = true;
    return true;
}
/** Collecting pass: every problem of `v` as a valid PaymentWrite (request shape), at pointer `p`. */
function checkPaymentWrite(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            if (o.Id !== undefined)
                r.dropped.push(p + '/Id');
            if (o.SyncToken !== undefined)
                r.dropped.push(p + '/SyncToken');
            if (o.MetaData !== undefined)
                r.dropped.push(p + '/MetaData');
            if (o.domain !== undefined)
                r.dropped.push(p + '/domain');
            if (o.status !== undefined)
                r.dropped.push(p + '/status');
            const vSparse = o.sparse;
            if (vSparse !== undefined) {
                if (typeof vSparse !== 'boolean') {
                    r.errors.push({
                        path: p + '/sparse',
                        code: vSparse === null ? 'nullable' : 'type',
                        message: expected('true or false', vSparse),
                    });
                }
            }
            const vCustomerRef = o.CustomerRef;
            if (vCustomerRef !== undefined) {
                checkReferenceType(vCustomerRef, p + '/CustomerRef', d + 1, r);
            }
            const vTotalAmt = o.TotalAmt;
            if (vTotalAmt !== undefined) {
                checkMoney(vTotalAmt, p + '/TotalAmt', d + 1, r);
            }
            const vLine = o.Line;
            if (vLine !== undefined) {
                if (!Array.isArray(vLine)) {
                    r.errors.push({
                        path: p + '/Line',
                        code: vLine === null ? 'nullable' : 'type',
                        message: expected('an array', vLine),
                    });
                }
                else {
                    if (d + 1 >= MAX_DEPTH) {
                        r.errors.push({
                            path: p + '/Line',
                            code: 'depth',
                            message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
                        });
                    }
                    else if (r.errors.length < ERROR_LIMIT) {
                        for (let i = 0; i < vLine.length; i++) {
                            const item = vLine[i];
                            checkPaymentLine(item, p + '/Line' + '/' + i, d + 2, r);
                        }
                    }
                }
            }
            const vTxnDate = o.TxnDate;
            if (vTxnDate !== undefined) {
                checkCalendarDate(vTxnDate, p + '/TxnDate', d + 1, r);
            }
            const vPaymentRefNum = o.PaymentRefNum;
            if (vPaymentRefNum !== undefined) {
                if (typeof vPaymentRefNum !== 'string') {
                    r.errors.push({
                        path: p + '/PaymentRefNum',
                        code: vPaymentRefNum === null ? 'nullable' : 'type',
                        message: expected('a string', vPaymentRefNum),
                    });
                }
            }
            const vPaymentMethodRef = o.PaymentMethodRef;
            if (vPaymentMethodRef !== undefined) {
                checkReferenceType(vPaymentMethodRef, p + '/PaymentMethodRef', d + 1, r);
            }
            const vDepositToAccountRef = o.DepositToAccountRef;
            if (vDepositToAccountRef !== undefined) {
                checkReferenceType(vDepositToAccountRef, p + '/DepositToAccountRef', d + 1, r);
            }
            const vARAccountRef = o.ARAccountRef;
            if (vARAccountRef !== undefined) {
                checkReferenceType(vARAccountRef, p + '/ARAccountRef', d + 1, r);
            }
            const vCurrencyRef = o.CurrencyRef;
            if (vCurrencyRef !== undefined) {
                checkReferenceType(vCurrencyRef, p + '/CurrencyRef', d + 1, r);
            }
            const vExchangeRate = o.ExchangeRate;
            if (vExchangeRate !== undefined) {
                if (typeof vExchangeRate !== 'number' || !Number.isFinite(vExchangeRate)) {
                    r.errors.push({
                        path: p + '/ExchangeRate',
                        code: vExchangeRate === null ? 'nullable' : 'type',
                        message: expected('a number', vExchangeRate),
                    });
                }
            }
            const vPrivateNote = o.PrivateNote;
            if (vPrivateNote !== undefined) {
                if (typeof vPrivateNote !== 'string') {
                    r.errors.push({
                        path: p + '/PrivateNote',
                        code: vPrivateNote === null ? 'nullable' : 'type',
                        message: expected('a string', vPrivateNote),
                    });
                }
                else if (codePointLength(vPrivateNote) > 4000)
                    r.errors.push({
                        path: p + '/PrivateNote',
                        code: 'maxLength',
                        message: expected('at most 4000 characters', vPrivateNote),
                    });
            }
            const vProcessPayment = o.ProcessPayment;
            if (vProcessPayment !== undefined) {
                if (typeof vProcessPayment !== 'boolean') {
                    r.errors.push({
                        path: p + '/ProcessPayment',
                        code: vProcessPayment === null ? 'nullable' : 'type',
                        message: expected('true or false', vProcessPayment),
                    });
                }
            }
            const vTxnStatus = o.TxnStatus;
            if (vTxnStatus !== undefined) {
                if (typeof vTxnStatus !== 'string') {
                    r.errors.push({
                        path: p + '/TxnStatus',
                        code: vTxnStatus === null ? 'nullable' : 'type',
                        message: expected('a string', vTxnStatus),
                    });
                }
            }
            const vLinkedTxn = o.LinkedTxn;
            if (vLinkedTxn !== undefined) {
                if (!Array.isArray(vLinkedTxn)) {
                    r.errors.push({
                        path: p + '/LinkedTxn',
                        code: vLinkedTxn === null ? 'nullable' : 'type',
                        message: expected('an array', vLinkedTxn),
                    });
                }
                else {
                    if (d + 1 >= MAX_DEPTH) {
                        r.errors.push({
                            path: p + '/LinkedTxn',
                            code: 'depth',
                            message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
                        });
                    }
                    else if (r.errors.length < ERROR_LIMIT) {
                        for (let i2 = 0; i2 < vLinkedTxn.length; i2++) {
                            const item2 = vLinkedTxn[i2];
                            checkLinkedTxn(item2, p + '/LinkedTxn' + '/' + i2, d + 2, r);
                        }
                    }
                }
            }
            if (o.UnappliedAmt !== undefined)
                r.dropped.push(p + '/UnappliedAmt');
        }
    }
}
/** Fast pass: is `v` a valid PaymentDeleteResponse? */
function validPaymentDeleteResponse(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vPayment = o.Payment;
    if (vPayment === undefined)
        return false;
    if (!validDeletedEntity(vPayment, d + 1))
        return false;
    const vTime = o.time;
    if (vTime !== undefined) {
        if (!validDateTime(vTime, d + 1))
            return false;
    }
    for (const key in o) {
        if (!(key === 'Payment' || key === 'time'))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid PaymentDeleteResponse, at pointer `p`. */
function checkPaymentDeleteResponse(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vPayment = o.Payment;
            if (vPayment === undefined) {
                r.errors.push({ path: p + '/Payment', code: 'required', message: missing('Payment') });
            }
            else {
                checkDeletedEntity(vPayment, p + '/Payment', d + 1, r);
            }
            const vTime = o.time;
            if (vTime !== undefined) {
                checkDateTime(vTime, p + '/time', d + 1, r);
            }
            for (const key in o) {
                if (!(key === 'Payment' || key === 'time'))
                    r.errors.push({
                        path: p + '/' + escapePointer(key),
                        code: 'additionalProperties',
                        message: `unexpected property '${key}'`,
                    });
            }
        }
    }
}
/** Fast pass: is `v` a valid PaymentLine? */
function validPaymentLine(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vAmount = o.Amount;
    if (vAmount === undefined)
        return false;
    if (!validMoney(vAmount, d + 1))
        return false;
    const vLinkedTxn = o.LinkedTxn;
    if (vLinkedTxn === undefined)
        return false;
    if (!Array.isArray(vLinkedTxn))
        return false;
    if (d + 1 >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    for (let i = 0; i < vLinkedTxn.length; i++) {
        const item = vLinkedTxn[i];
        if (!validLinkedTxn(item, d + 2))
            return false;
    }
    const vLineEx = o.LineEx;
    if (vLineEx !== undefined) {
        if (typeof vLineEx !== 'object' || vLineEx === null || Array.isArray(vLineEx))
            return false;
        if (d + 1 >= MAX_DEPTH) {
            tooDeep = true;
            return false;
        }
        const o2 = vLineEx;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid PaymentLine, at pointer `p`. */
function checkPaymentLine(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vAmount = o.Amount;
            if (vAmount === undefined) {
                r.errors.push({ path: p + '/Amount', code: 'required', message: missing('Amount') });
            }
            else {
                checkMoney(vAmount, p + '/Amount', d + 1, r);
            }
            const vLinkedTxn = o.LinkedTxn;
            if (vLinkedTxn === undefined) {
                r.errors.push({ path: p + '/LinkedTxn', code: 'required', message: missing('LinkedTxn') });
            }
            else {
                if (!Array.isArray(vLinkedTxn)) {
                    r.errors.push({
                        path: p + '/LinkedTxn',
                        code: vLinkedTxn === null ? 'nullable' : 'type',
                        message: expected('an array', vLinkedTxn),
                    });
                }
                else {
                    if (d + 1 >= MAX_DEPTH) {
                        r.errors.push({
                            path: p + '/LinkedTxn',
                            code: 'depth',
                            message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
                        });
                    }
                    else if (r.errors.length < ERROR_LIMIT) {
                        for (let i = 0; i < vLinkedTxn.length; i++) {
                            const item = vLinkedTxn[i];
                            checkLinkedTxn(item, p + '/LinkedTxn' + '/' + i, d + 2, r);
                        }
                    }
                }
            }
            const vLineEx = o.LineEx;
            if (vLineEx !== undefined) {
                if (typeof vLineEx !== 'object' || vLineEx === null || Array.isArray(vLineEx)) {
                    r.errors.push({
                        path: p + '/LineEx',
                        code: vLineEx === null ? 'nullable' : 'type',
                        message: expected('an object', vLineEx),
                    });
                }
                else {
                    if (d + 1 >= MAX_DEPTH) {
                        r.errors.push({
                            path: p + '/LineEx',
                            code: 'depth',
                            message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
                        });
                    }
                    else if (r.errors.length < ERROR_LIMIT) {
                        const o2 = vLineEx;
                    }
                }
            }
        }
    }
}
/** Fast pass: is `v` a valid PaymentResponse? */
function validPaymentResponse(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vPayment = o.Payment;
    if (vPayment === undefined)
        return false;
    if (!validPayment(vPayment, d + 1))
        return false;
    const vTime = o.time;
    if (vTime !== undefined) {
        if (!validDateTime(vTime, d + 1))
            return false;
    }
    for (const key in o) {
        if (!(key === 'Payment' || key === 'time'))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid PaymentResponse, at pointer `p`. */
function checkPaymentResponse(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vPayment = o.Payment;
            if (vPayment === undefined) {
                r.errors.push({ path: p + '/Payment', code: 'required', message: missing('Payment') });
            }
            else {
                checkPayment(vPayment, p + '/Payment', d + 1, r);
            }
            const vTime = o.time;
            if (vTime !== undefined) {
                checkDateTime(vTime, p + '/time', d + 1, r);
            }
            for (const key in o) {
                if (!(key === 'Payment' || key === 'time'))
                    r.errors.push({
                        path: p + '/' + escapePointer(key),
                        code: 'additionalProperties',
                        message: `unexpected property '${key}'`,
                    });
            }
        }
    }
}
/** Fast pass: is `v` a valid PaymentUpdate? */
function validPaymentUpdate(v, d) {
    if (!validPayment(v, d))
        return false;
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vId = o.Id;
    if (vId === undefined)
        return false;
    if (typeof vId !== 'string')
        return false;
    const vSyncToken = o.SyncToken;
    if (vSyncToken === undefined)
        return false;
    if (typeof vSyncToken !== 'string')
        return false;
    return true;
}
/** Collecting pass: every problem of `v` as a valid PaymentUpdate, at pointer `p`. */
function checkPaymentUpdate(v, p, d, r) {
    checkPayment(v, p, d, r);
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vId = o.Id;
            if (vId === undefined) {
                r.errors.push({ path: p + '/Id', code: 'required', message: missing('Id') });
            }
            else {
                if (typeof vId !== 'string') {
                    r.errors.push({
                        path: p + '/Id',
                        code: vId === null ? 'nullable' : 'type',
                        message: expected('a string', vId),
                    });
                }
            }
            const vSyncToken = o.SyncToken;
            if (vSyncToken === undefined) {
                r.errors.push({ path: p + '/SyncToken', code: 'required', message: missing('SyncToken') });
            }
            else {
                if (typeof vSyncToken !== 'string') {
                    r.errors.push({
                        path: p + '/SyncToken',
                        code: vSyncToken === null ? 'nullable' : 'type',
                        message: expected('a string', vSyncToken),
                    });
                }
            }
        }
    }
}
/** Fast pass: is `v` a valid PaymentUpdateWrite (request shape)? */
function validPaymentUpdateWrite(v, d) {
    if (!validPaymentWrite(v, d))
        return false;
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vId = o.Id;
    if (vId === undefined)
        return false;
    if (typeof vId !== 'string')
        return false;
    const vSyncToken = o.SyncToken;
    if (vSyncToken === undefined)
        return false;
    if (typeof vSyncToken !== 'string')
        return false;
    return true;
}
/** Collecting pass: every problem of `v` as a valid PaymentUpdateWrite (request shape), at pointer `p`. */
function checkPaymentUpdateWrite(v, p, d, r) {
    checkPaymentWrite(v, p, d, r);
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vId = o.Id;
            if (vId === undefined) {
                r.errors.push({ path: p + '/Id', code: 'required', message: missing('Id') });
            }
            else {
                if (typeof vId !== 'string') {
                    r.errors.push({
                        path: p + '/Id',
                        code: vId === null ? 'nullable' : 'type',
                        message: expected('a string', vId),
                    });
                }
            }
            const vSyncToken = o.SyncToken;
            if (vSyncToken === undefined) {
                r.errors.push({ path: p + '/SyncToken', code: 'required', message: missing('SyncToken') });
            }
            else {
                if (typeof vSyncToken !== 'string') {
                    r.errors.push({
                        path: p + '/SyncToken',
                        code: vSyncToken === null ? 'nullable' : 'type',
                        message: expected('a string', vSyncToken),
                    });
                }
            }
        }
    }
}
/** Fast pass: is `v` a valid PhysicalAddress? */
function validPhysicalAddress(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vId = o.Id;
    if (vId !== undefined) {
        if (typeof vId !== 'string')
            return false;
    }
    const vLine1 = o.Line1;
    if (vLine1 !== undefined) {
        if (typeof vLine1 !== 'string')
            return false;
        if (vLine1.length > 500 && codePointLength(vLine1) > 500)
            return false;
    }
    const vLine2 = o.Line2;
    if (vLine2 !== undefined) {
        if (typeof vLine2 !== 'string')
            return false;
        if (vLine2.length > 500 && codePointLength(vLine2) > 500)
            return false;
    }
    const vLine3 = o.Line3;
    if (vLine3 !== undefined) {
        if (typeof vLine3 !== 'string')
            return false;
        if (vLine3.length > 500 && codePointLength(vLine3) > 500)
            return false;
    }
    const vLine4 = o.Line4;
    if (vLine4 !== undefined) {
        if (typeof vLine4 !== 'string')
            return false;
        if (vLine4.length > 500 && codePointLength(vLine4) > 500)
            return false;
    }
    const vLine5 = o.Line5;
    if (vLine5 !== undefined) {
        if (typeof vLine5 !== 'string')
            return false;
        if (vLine5.length > 500 && codePointLength(vLine5) > 500)
            return false;
    }
    const vCity = o.City;
    if (vCity !== undefined) {
        if (typeof vCity !== 'string')
            return false;
        if (vCity.length > 255 && codePointLength(vCity) > 255)
            return false;
    }
    const vCountry = o.Country;
    if (vCountry !== undefined) {
        if (typeof vCountry !== 'string')
            return false;
        if (vCountry.length > 255 && codePointLength(vCountry) > 255)
            return false;
    }
    const vCountryCode = o.CountryCode;
    if (vCountryCode !== undefined) {
        if (typeof vCountryCode !== 'string')
            return false;
    }
    const vCounty = o.County;
    if (vCounty !== undefined) {
        if (typeof vCounty !== 'string')
            return false;
    }
    const vCountrySubDivisionCode = o.CountrySubDivisionCode;
    if (vCountrySubDivisionCode !== undefined) {
        if (typeof vCountrySubDivisionCode !== 'string')
            return false;
        if (vCountrySubDivisionCode.length > 255 && codePointLength(vCountrySubDivisionCode) > 255)
            return false;
    }
    const vPostalCode = o.PostalCode;
    if (vPostalCode !== undefined) {
        if (typeof vPostalCode !== 'string')
            return false;
        if (vPostalCode.length > 30 && codePointLength(vPostalCode) > 30)
            return false;
    }
    const vPostalCodeSuffix = o.PostalCodeSuffix;
    if (vPostalCodeSuffix !== undefined) {
        if (typeof vPostalCodeSuffix !== 'string')
            return false;
    }
    const vLat = o.Lat;
    if (vLat !== undefined) {
        if (typeof vLat !== 'string')
            return false;
    }
    const vLong = o.Long;
    if (vLong !== undefined) {
        if (typeof vLong !== 'string')
            return false;
    }
    const vTag = o.Tag;
    if (vTag !== undefined) {
        if (typeof vTag !== 'string')
            return false;
    }
    const vNote = o.Note;
    if (vNote !== undefined) {
        if (typeof vNote !== 'string')
            return false;
    }
    for (const key in o) {
        if (!PHYSICAL_ADDRESS_KEYS.has(key))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid PhysicalAddress, at pointer `p`. */
function checkPhysicalAddress(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vId = o.Id;
            if (vId !== undefined) {
                if (typeof vId !== 'string') {
                    r.errors.push({
                        path: p + '/Id',
                        code: vId === null ? 'nullable' : 'type',
                        message: expected('a string', vId),
                    });
                }
            }
            const vLine1 = o.Line1;
            if (vLine1 !== undefined) {
                if (typeof vLine1 !== 'string') {
                    r.errors.push({
                        path: p + '/Line1',
                        code: vLine1 === null ? 'nullable' : 'type',
                        message: expected('a string', vLine1),
                    });
                }
                else if (codePointLength(vLine1) > 500)
                    r.errors.push({
                        path: p + '/Line1',
                        code: 'maxLength',
                        message: expected('at most 500 characters', vLine1),
                    });
            }
            const vLine2 = o.Line2;
            if (vLine2 !== undefined) {
                if (typeof vLine2 !== 'string') {
                    r.errors.push({
                        path: p + '/Line2',
                        code: vLine2 === null ? 'nullable' : 'type',
                        message: expected('a string', vLine2),
                    });
                }
                else if (codePointLength(vLine2) > 500)
                    r.errors.push({
                        path: p + '/Line2',
                        code: 'maxLength',
                        message: expected('at most 500 characters', vLine2),
                    });
            }
            const vLine3 = o.Line3;
            if (vLine3 !== undefined) {
                if (typeof vLine3 !== 'string') {
                    r.errors.push({
                        path: p + '/Line3',
                        code: vLine3 === null ? 'nullable' : 'type',
                        message: expected('a string', vLine3),
                    });
                }
                else if (codePointLength(vLine3) > 500)
                    r.errors.push({
                        path: p + '/Line3',
                        code: 'maxLength',
                        message: expected('at most 500 characters', vLine3),
                    });
            }
            const vLine4 = o.Line4;
            if (vLine4 !== undefined) {
                if (typeof vLine4 !== 'string') {
                    r.errors.push({
                        path: p + '/Line4',
                        code: vLine4 === null ? 'nullable' : 'type',
                        message: expected('a string', vLine4),
                    });
                }
                else if (codePointLength(vLine4) > 500)
                    r.errors.push({
                        path: p + '/Line4',
                        code: 'maxLength',
                        message: expected('at most 500 characters', vLine4),
                    });
            }
            const vLine5 = o.Line5;
            if (vLine5 !== undefined) {
                if (typeof vLine5 !== 'string') {
                    r.errors.push({
                        path: p + '/Line5',
                        code: vLine5 === null ? 'nullable' : 'type',
                        message: expected('a string', vLine5),
                    });
                }
                else if (codePointLength(vLine5) > 500)
                    r.errors.push({
                        path: p + '/Line5',
                        code: 'maxLength',
                        message: expected('at most 500 characters', vLine5),
                    });
            }
            const vCity = o.City;
            if (vCity !== undefined) {
                if (typeof vCity !== 'string') {
                    r.errors.push({
                        path: p + '/City',
                        code: vCity === null ? 'nullable' : 'type',
                        message: expected('a string', vCity),
                    });
                }
                else if (codePointLength(vCity) > 255)
                    r.errors.push({
                        path: p + '/City',
                        code: 'maxLength',
                        message: expected('at most 255 characters', vCity),
                    });
            }
            const vCountry = o.Country;
            if (vCountry !== undefined) {
                if (typeof vCountry !== 'string') {
                    r.errors.push({
                        path: p + '/Country',
                        code: vCountry === null ? 'nullable' : 'type',
                        message: expected('a string', vCountry),
                    });
                }
                else if (codePointLength(vCountry) > 255)
                    r.errors.push({
                        path: p + '/Country',
                        code: 'maxLength',
                        message: expected('at most 255 characters', vCountry),
                    });
            }
            const vCountryCode = o.CountryCode;
            if (vCountryCode !== undefined) {
                if (typeof vCountryCode !== 'string') {
                    r.errors.push({
                        path: p + '/CountryCode',
                        code: vCountryCode === null ? 'nullable' : 'type',
                        message: expected('a string', vCountryCode),
                    });
                }
            }
            const vCounty = o.County;
            if (vCounty !== undefined) {
                if (typeof vCounty !== 'string') {
                    r.errors.push({
                        path: p + '/County',
                        code: vCounty === null ? 'nullable' : 'type',
                        message: expected('a string', vCounty),
                    });
                }
            }
            const vCountrySubDivisionCode = o.CountrySubDivisionCode;
            if (vCountrySubDivisionCode !== undefined) {
                if (typeof vCountrySubDivisionCode !== 'string') {
                    r.errors.push({
                        path: p + '/CountrySubDivisionCode',
                        code: vCountrySubDivisionCode === null ? 'nullable' : 'type',
                        message: expected('a string', vCountrySubDivisionCode),
                    });
                }
                else if (codePointLength(vCountrySubDivisionCode) > 255)
                    r.errors.push({
                        path: p + '/CountrySubDivisionCode',
                        code: 'maxLength',
                        message: expected('at most 255 characters', vCountrySubDivisionCode),
                    });
            }
            const vPostalCode = o.PostalCode;
            if (vPostalCode !== undefined) {
                if (typeof vPostalCode !== 'string') {
                    r.errors.push({
                        path: p + '/PostalCode',
                        code: vPostalCode === null ? 'nullable' : 'type',
                        message: expected('a string', vPostalCode),
                    });
                }
                else if (codePointLength(vPostalCode) > 30)
                    r.errors.push({
                        path: p + '/PostalCode',
                        code: 'maxLength',
                        message: expected('at most 30 characters', vPostalCode),
                    });
            }
            const vPostalCodeSuffix = o.PostalCodeSuffix;
            if (vPostalCodeSuffix !== undefined) {
                if (typeof vPostalCodeSuffix !== 'string') {
                    r.errors.push({
                        path: p + '/PostalCodeSuffix',
                        code: vPostalCodeSuffix === null ? 'nullable' : 'type',
                        message: expected('a string', vPostalCodeSuffix),
                    });
                }
            }
            const vLat = o.Lat;
            if (vLat !== undefined) {
                if (typeof vLat !== 'string') {
                    r.errors.push({
                        path: p + '/Lat',
                        code: vLat === null ? 'nullable' : 'type',
                        message: expected('a string', vLat),
                    });
                }
            }
            const vLong = o.Long;
            if (vLong !== undefined) {
                if (typeof vLong !== 'string') {
                    r.errors.push({
                        path: p + '/Long',
                        code: vLong === null ? 'nullable' : 'type',
                        message: expected('a string', vLong),
                    });
                }
            }
            const vTag = o.Tag;
            if (vTag !== undefined) {
                if (typeof vTag !== 'string') {
                    r.errors.push({
                        path: p + '/Tag',
                        code: vTag === null ? 'nullable' : 'type',
                        message: expected('a string', vTag),
                    });
                }
            }
            const vNote = o.Note;
            if (vNote !== undefined) {
                if (typeof vNote !== 'string') {
                    r.errors.push({
                        path: p + '/Note',
                        code: vNote === null ? 'nullable' : 'type',
                        message: expected('a string', vNote),
                    });
                }
            }
            for (const key in o) {
                if (!PHYSICAL_ADDRESS_KEYS.has(key))
                    r.errors.push({
                        path: p + '/' + escapePointer(key),
                        code: 'additionalProperties',
                        message: `unexpected property '${key}'`,
                    });
            }
        }
    }
}
/** Fast pass: is `v` a valid PhysicalAddressWrite (request shape)? */
function validPhysicalAddressWrite(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    if (o.Id !== undefined)
        droppedSeen = true;
    const vLine1 = o.Line1;
    if (vLine1 !== undefined) {
        if (typeof vLine1 !== 'string')
            return false;
        if (vLine1.length > 500 && codePointLength(vLine1) > 500)
            return false;
    }
    const vLine2 = o.Line2;
    if (vLine2 !== undefined) {
        if (typeof vLine2 !== 'string')
            return false;
        if (vLine2.length > 500 && codePointLength(vLine2) > 500)
            return false;
    }
    const vLine3 = o.Line3;
    if (vLine3 !== undefined) {
        if (typeof vLine3 !== 'string')
            return false;
        if (vLine3.length > 500 && codePointLength(vLine3) > 500)
            return false;
    }
    const vLine4 = o.Line4;
    if (vLine4 !== undefined) {
        if (typeof vLine4 !== 'string')
            return false;
        if (vLine4.length > 500 && codePointLength(vLine4) > 500)
            return false;
    }
    const vLine5 = o.Line5;
    if (vLine5 !== undefined) {
        if (typeof vLine5 !== 'string')
            return false;
        if (vLine5.length > 500 && codePointLength(vLine5) > 500)
            return false;
    }
    const vCity = o.City;
    if (vCity !== undefined) {
        if (typeof vCity !== 'string')
            return false;
        if (vCity.length > 255 && codePointLength(vCity) > 255)
            return false;
    }
    const vCountry = o.Country;
    if (vCountry !== undefined) {
        if (typeof vCountry !== 'string')
            return false;
        if (vCountry.length > 255 && codePointLength(vCountry) > 255)
            return false;
    }
    const vCountryCode = o.CountryCode;
    if (vCountryCode !== undefined) {
        if (typeof vCountryCode !== 'string')
            return false;
    }
    const vCounty = o.County;
    if (vCounty !== undefined) {
        if (typeof vCounty !== 'string')
            return false;
    }
    const vCountrySubDivisionCode = o.CountrySubDivisionCode;
    if (vCountrySubDivisionCode !== undefined) {
        if (typeof vCountrySubDivisionCode !== 'string')
            return false;
        if (vCountrySubDivisionCode.length > 255 && codePointLength(vCountrySubDivisionCode) > 255)
            return false;
    }
    const vPostalCode = o.PostalCode;
    if (vPostalCode !== undefined) {
        if (typeof vPostalCode !== 'string')
            return false;
        if (vPostalCode.length > 30 && codePointLength(vPostalCode) > 30)
            return false;
    }
    const vPostalCodeSuffix = o.PostalCodeSuffix;
    if (vPostalCodeSuffix !== undefined) {
        if (typeof vPostalCodeSuffix !== 'string')
            return false;
    }
    if (o.Lat !== undefined)
        droppedSeen = true;
    if (o.Long !== undefined)
        droppedSeen = true;
    const vTag = o.Tag;
    if (vTag !== undefined) {
        if (typeof vTag !== 'string')
            return false;
    }
    const vNote = o.Note;
    if (vNote !== undefined) {
        if (typeof vNote !== 'string')
            return false;
    }
    for (const key in o) {
        if (!PHYSICAL_ADDRESS_KEYS.has(key))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid PhysicalAddressWrite (request shape), at pointer `p`. */
function checkPhysicalAddressWrite(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            if (o.Id !== undefined)
                r.dropped.push(p + '/Id');
            const vLine1 = o.Line1;
            if (vLine1 !== undefined) {
                if (typeof vLine1 !== 'string') {
                    r.errors.push({
                        path: p + '/Line1',
                        code: vLine1 === null ? 'nullable' : 'type',
                        message: expected('a string', vLine1),
                    });
                }
                else if (codePointLength(vLine1) > 500)
                    r.errors.push({
                        path: p + '/Line1',
                        code: 'maxLength',
                        message: expected('at most 500 characters', vLine1),
                    });
            }
            const vLine2 = o.Line2;
            if (vLine2 !== undefined) {
                if (typeof vLine2 !== 'string') {
                    r.errors.push({
                        path: p + '/Line2',
                        code: vLine2 === null ? 'nullable' : 'type',
                        message: expected('a string', vLine2),
                    });
                }
                else if (codePointLength(vLine2) > 500)
                    r.errors.push({
                        path: p + '/Line2',
                        code: 'maxLength',
                        message: expected('at most 500 characters', vLine2),
                    });
            }
            const vLine3 = o.Line3;
            if (vLine3 !== undefined) {
                if (typeof vLine3 !== 'string') {
                    r.errors.push({
                        path: p + '/Line3',
                        code: vLine3 === null ? 'nullable' : 'type',
                        message: expected('a string', vLine3),
                    });
                }
                else if (codePointLength(vLine3) > 500)
                    r.errors.push({
                        path: p + '/Line3',
                        code: 'maxLength',
                        message: expected('at most 500 characters', vLine3),
                    });
            }
            const vLine4 = o.Line4;
            if (vLine4 !== undefined) {
                if (typeof vLine4 !== 'string') {
                    r.errors.push({
                        path: p + '/Line4',
                        code: vLine4 === null ? 'nullable' : 'type',
                        message: expected('a string', vLine4),
                    });
                }
                else if (codePointLength(vLine4) > 500)
                    r.errors.push({
                        path: p + '/Line4',
                        code: 'maxLength',
                        message: expected('at most 500 characters', vLine4),
                    });
            }
            const vLine5 = o.Line5;
            if (vLine5 !== undefined) {
                if (typeof vLine5 !== 'string') {
                    r.errors.push({
                        path: p + '/Line5',
                        code: vLine5 === null ? 'nullable' : 'type',
                        message: expected('a string', vLine5),
                    });
                }
                else if (codePointLength(vLine5) > 500)
                    r.errors.push({
                        path: p + '/Line5',
                        code: 'maxLength',
                        message: expected('at most 500 characters', vLine5),
                    });
            }
            const vCity = o.City;
            if (vCity !== undefined) {
                if (typeof vCity !== 'string') {
                    r.errors.push({
                        path: p + '/City',
                        code: vCity === null ? 'nullable' : 'type',
                        message: expected('a string', vCity),
                    });
                }
                else if (codePointLength(vCity) > 255)
                    r.errors.push({
                        path: p + '/City',
                        code: 'maxLength',
                        message: expected('at most 255 characters', vCity),
                    });
            }
            const vCountry = o.Country;
            if (vCountry !== undefined) {
                if (typeof vCountry !== 'string') {
                    r.errors.push({
                        path: p + '/Country',
                        code: vCountry === null ? 'nullable' : 'type',
                        message: expected('a string', vCountry),
                    });
                }
                else if (codePointLength(vCountry) > 255)
                    r.errors.push({
                        path: p + '/Country',
                        code: 'maxLength',
                        message: expected('at most 255 characters', vCountry),
                    });
            }
            const vCountryCode = o.CountryCode;
            if (vCountryCode !== undefined) {
                if (typeof vCountryCode !== 'string') {
                    r.errors.push({
                        path: p + '/CountryCode',
                        code: vCountryCode === null ? 'nullable' : 'type',
                        message: expected('a string', vCountryCode),
                    });
                }
            }
            const vCounty = o.County;
            if (vCounty !== undefined) {
                if (typeof vCounty !== 'string') {
                    r.errors.push({
                        path: p + '/County',
                        code: vCounty === null ? 'nullable' : 'type',
                        message: expected('a string', vCounty),
                    });
                }
            }
            const vCountrySubDivisionCode = o.CountrySubDivisionCode;
            if (vCountrySubDivisionCode !== undefined) {
                if (typeof vCountrySubDivisionCode !== 'string') {
                    r.errors.push({
                        path: p + '/CountrySubDivisionCode',
                        code: vCountrySubDivisionCode === null ? 'nullable' : 'type',
                        message: expected('a string', vCountrySubDivisionCode),
                    });
                }
                else if (codePointLength(vCountrySubDivisionCode) > 255)
                    r.errors.push({
                        path: p + '/CountrySubDivisionCode',
                        code: 'maxLength',
                        message: expected('at most 255 characters', vCountrySubDivisionCode),
                    });
            }
            const vPostalCode = o.PostalCode;
            if (vPostalCode !== undefined) {
                if (typeof vPostalCode !== 'string') {
                    r.errors.push({
                        path: p + '/PostalCode',
                        code: vPostalCode === null ? 'nullable' : 'type',
                        message: expected('a string', vPostalCode),
                    });
                }
                else if (codePointLength(vPostalCode) > 30)
                    r.errors.push({
                        path: p + '/PostalCode',
                        code: 'maxLength',
                        message: expected('at most 30 characters', vPostalCode),
                    });
            }
            const vPostalCodeSuffix = o.PostalCodeSuffix;
            if (vPostalCodeSuffix !== undefined) {
                if (typeof vPostalCodeSuffix !== 'string') {
                    r.errors.push({
                        path: p + '/PostalCodeSuffix',
                        code: vPostalCodeSuffix === null ? 'nullable' : 'type',
                        message: expected('a string', vPostalCodeSuffix),
                    });
                }
            }
            if (o.Lat !== undefined)
                r.dropped.push(p + '/Lat');
            if (o.Long !== undefined)
                r.dropped.push(p + '/Long');
            const vTag = o.Tag;
            if (vTag !== undefined) {
                if (typeof vTag !== 'string') {
                    r.errors.push({
                        path: p + '/Tag',
                        code: vTag === null ? 'nullable' : 'type',
                        message: expected('a string', vTag),
                    });
                }
            }
            const vNote = o.Note;
            if (vNote !== undefined) {
                if (typeof vNote !== 'string') {
                    r.errors.push({
                        path: p + '/Note',
                        code: vNote === null ? 'nullable' : 'type',
                        message: expected('a string', vNote),
                    });
                }
            }
            for (const key in o) {
                if (!PHYSICAL_ADDRESS_KEYS.has(key))
                    r.errors.push({
                        path: p + '/' + escapePointer(key),
                        code: 'additionalProperties',
                        message: `unexpected property '${key}'`,
                    });
            }
        }
    }
}
/** Fast pass: is `v` a valid PrintStatus? */
function validPrintStatus(v, d) {
    if (typeof v !== 'string')
        return false;
    if (!(v === 'NotSet' ||
        v === 'NeedToPrint' ||
        v === 'PrintComplete' ||
        v === 'NOT_SET' ||
        v === 'NEED_TO_PRINT' ||
        v === 'PRINT_COMPLETE'))
        return false;
    return true;
}
/** Collecting pass: every problem of `v` as a valid PrintStatus, at pointer `p`. */
function checkPrintStatus(v, p, d, r) {
    if (typeof v !== 'string') {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('a string', v),
        });
    }
    else if (!(v === 'NotSet' ||
        v === 'NeedToPrint' ||
        v === 'PrintComplete' ||
        v === 'NOT_SET' ||
        v === 'NEED_TO_PRINT' ||
        v === 'PRINT_COMPLETE'))
        r.errors.push({
            path: p,
            code: 'enum',
            message: expectedOneOf(['NotSet', 'NeedToPrint', 'PrintComplete', 'NOT_SET', 'NEED_TO_PRINT', 'PRINT_COMPLETE'], v),
        });
}
/** Fast pass: is `v` a valid QueryResponse? */
function validQueryResponse(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vQueryResponse = o.QueryResponse;
    if (vQueryResponse === undefined)
        return false;
    if (!validQueryResult(vQueryResponse, d + 1))
        return false;
    const vTime = o.time;
    if (vTime !== undefined) {
        if (!validDateTime(vTime, d + 1))
            return false;
    }
    for (const key in o) {
        if (!(key === 'QueryResponse' || key === 'time'))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid QueryResponse, at pointer `p`. */
function checkQueryResponse(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vQueryResponse = o.QueryResponse;
            if (vQueryResponse === undefined) {
                r.errors.push({
                    path: p + '/QueryResponse',
                    code: 'required',
                    message: missing('QueryResponse'),
                });
            }
            else {
                checkQueryResult(vQueryResponse, p + '/QueryResponse', d + 1, r);
            }
            const vTime = o.time;
            if (vTime !== undefined) {
                checkDateTime(vTime, p + '/time', d + 1, r);
            }
            for (const key in o) {
                if (!(key === 'QueryResponse' || key === 'time'))
                    r.errors.push({
                        path: p + '/' + escapePointer(key),
                        code: 'additionalProperties',
                        message: `unexpected property '${key}'`,
                    });
            }
        }
    }
}
/** Fast pass: is `v` a valid QueryResult? */
function validQueryResult(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vStartPosition = o.startPosition;
    if (vStartPosition !== undefined) {
        if (!Number.isInteger(vStartPosition))
            return false;
        if (vStartPosition < 1)
            return false;
    }
    const vMaxResults = o.maxResults;
    if (vMaxResults !== undefined) {
        if (!Number.isInteger(vMaxResults))
            return false;
        if (vMaxResults < 0)
            return false;
    }
    const vTotalCount = o.totalCount;
    if (vTotalCount !== undefined) {
        if (!Number.isInteger(vTotalCount))
            return false;
        if (vTotalCount < 0)
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid QueryResult, at pointer `p`. */
function checkQueryResult(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vStartPosition = o.startPosition;
            if (vStartPosition !== undefined) {
                if (!Number.isInteger(vStartPosition)) {
                    r.errors.push({
                        path: p + '/startPosition',
                        code: vStartPosition === null ? 'nullable' : 'type',
                        message: expected('an integer', vStartPosition),
                    });
                }
                else if (vStartPosition < 1)
                    r.errors.push({
                        path: p + '/startPosition',
                        code: 'minimum',
                        message: expected('at least 1', vStartPosition),
                    });
            }
            const vMaxResults = o.maxResults;
            if (vMaxResults !== undefined) {
                if (!Number.isInteger(vMaxResults)) {
                    r.errors.push({
                        path: p + '/maxResults',
                        code: vMaxResults === null ? 'nullable' : 'type',
                        message: expected('an integer', vMaxResults),
                    });
                }
                else if (vMaxResults < 0)
                    r.errors.push({
                        path: p + '/maxResults',
                        code: 'minimum',
                        message: expected('at least 0', vMaxResults),
                    });
            }
            const vTotalCount = o.totalCount;
            if (vTotalCount !== undefined) {
                if (!Number.isInteger(vTotalCount)) {
                    r.errors.push({
                        path: p + '/totalCount',
                        code: vTotalCount === null ? 'nullable' : 'type',
                        message: expected('an integer', vTotalCount),
                    });
                }
                else if (vTotalCount < 0)
                    r.errors.push({
                        path: p + '/totalCount',
                        code: 'minimum',
                        message: expected('at least 0', vTotalCount),
                    });
            }
        }
    }
}
/** Fast pass: is `v` a valid ReferenceType? */
function validReferenceType(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vValue = o.value;
    if (vValue === undefined)
        return false;
    if (typeof vValue !== 'string')
        return false;
    const vName = o.name;
    if (vName !== undefined) {
        if (typeof vName !== 'string')
            return false;
    }
    const vType = o.type;
    if (vType !== undefined) {
        if (typeof vType !== 'string')
            return false;
    }
    for (const key in o) {
        if (!(key === 'value' || key === 'name' || key === 'type'))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid ReferenceType, at pointer `p`. */
function checkReferenceType(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vValue = o.value;
            if (vValue === undefined) {
                r.errors.push({ path: p + '/value', code: 'required', message: missing('value') });
            }
            else {
                if (typeof vValue !== 'string') {
                    r.errors.push({
                        path: p + '/value',
                        code: vValue === null ? 'nullable' : 'type',
                        message: expected('a string', vValue),
                    });
                }
            }
            const vName = o.name;
            if (vName !== undefined) {
                if (typeof vName !== 'string') {
                    r.errors.push({
                        path: p + '/name',
                        code: vName === null ? 'nullable' : 'type',
                        message: expected('a string', vName),
                    });
                }
            }
            const vType = o.type;
            if (vType !== undefined) {
                if (typeof vType !== 'string') {
                    r.errors.push({
                        path: p + '/type',
                        code: vType === null ? 'nullable' : 'type',
                        message: expected('a string', vType),
                    });
                }
            }
            for (const key in o) {
                if (!(key === 'value' || key === 'name' || key === 'type'))
                    r.errors.push({
                        path: p + '/' + escapePointer(key),
                        code: 'additionalProperties',
                        message: `unexpected property '${key}'`,
                    });
            }
        }
    }
}
/** Fast pass: is `v` a valid SalesItemLine? */
function validSalesItemLine(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vId = o.Id;
    if (vId !== undefined) {
        if (typeof vId !== 'string')
            return false;
    }
    const vLineNum = o.LineNum;
    if (vLineNum !== undefined) {
        if (!Number.isInteger(vLineNum))
            return false;
        if (vLineNum < 1)
            return false;
    }
    const vDescription = o.Description;
    if (vDescription !== undefined) {
        if (typeof vDescription !== 'string')
            return false;
        if (vDescription.length > 4000 && codePointLength(vDescription) > 4000)
            return false;
    }
    const vAmount = o.Amount;
    if (vAmount !== undefined) {
        if (!validMoney(vAmount, d + 1))
            return false;
    }
    const vDetailType = o.DetailType;
    if (vDetailType === undefined)
        return false;
    if (typeof vDetailType !== 'string')
        return false;
    if (!(vDetailType === 'SalesItemLineDetail' || vDetailType === 'SALES_ITEM_LINE_DETAIL'))
        return false;
    const vSalesItemLineDetail = o.SalesItemLineDetail;
    if (vSalesItemLineDetail !== undefined) {
        if (!validSalesItemLineDetail(vSalesItemLineDetail, d + 1))
            return false;
    }
    const vLinkedTxn = o.LinkedTxn;
    if (vLinkedTxn !== undefined) {
        if (!Array.isArray(vLinkedTxn))
            return false;
        if (d + 1 >= MAX_DEPTH) {
            tooDeep = true;
            return false;
        }
        for (let i = 0; i < vLinkedTxn.length; i++) {
            const item = vLinkedTxn[i];
            if (!validLinkedTxn(item, d + 2))
                return false;
        }
    }
    const vProjectRef = o.ProjectRef;
    if (vProjectRef !== undefined) {
        if (!validReferenceType(vProjectRef, d + 1))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid SalesItemLine, at pointer `p`. */
function checkSalesItemLine(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vId = o.Id;
            if (vId !== undefined) {
                if (typeof vId !== 'string') {
                    r.errors.push({
                        path: p + '/Id',
                        code: vId === null ? 'nullable' : 'type',
                        message: expected('a string', vId),
                    });
                }
            }
            const vLineNum = o.LineNum;
            if (vLineNum !== undefined) {
                if (!Number.isInteger(vLineNum)) {
                    r.errors.push({
                        path: p + '/LineNum',
                        code: vLineNum === null ? 'nullable' : 'type',
                        message: expected('an integer', vLineNum),
                    });
                }
                else if (vLineNum < 1)
                    r.errors.push({
                        path: p + '/LineNum',
                        code: 'minimum',
                        message: expected('at least 1', vLineNum),
                    });
            }
            const vDescription = o.Description;
            if (vDescription !== undefined) {
                if (typeof vDescription !== 'string') {
                    r.errors.push({
                        path: p + '/Description',
                        code: vDescription === null ? 'nullable' : 'type',
                        message: expected('a string', vDescription),
                    });
                }
                else if (codePointLength(vDescription) > 4000)
                    r.errors.push({
                        path: p + '/Description',
                        code: 'maxLength',
                        message: expected('at most 4000 characters', vDescription),
                    });
            }
            const vAmount = o.Amount;
            if (vAmount !== undefined) {
                checkMoney(vAmount, p + '/Amount', d + 1, r);
            }
            const vDetailType = o.DetailType;
            if (vDetailType === undefined) {
                r.errors.push({
                    path: p + '/DetailType',
                    code: 'required',
                    message: missing('DetailType'),
                });
            }
            else {
                if (typeof vDetailType !== 'string') {
                    r.errors.push({
                        path: p + '/DetailType',
                        code: vDetailType === null ? 'nullable' : 'type',
                        message: expected('a string', vDetailType),
                    });
                }
                else if (!(vDetailType === 'SalesItemLineDetail' || vDetailType === 'SALES_ITEM_LINE_DETAIL'))
                    r.errors.push({
                        path: p + '/DetailType',
                        code: 'enum',
                        message: expectedOneOf(['SalesItemLineDetail', 'SALES_ITEM_LINE_DETAIL'], vDetailType),
                    });
            }
            const vSalesItemLineDetail = o.SalesItemLineDetail;
            if (vSalesItemLineDetail !== undefined) {
                checkSalesItemLineDetail(vSalesItemLineDetail, p + '/SalesItemLineDetail', d + 1, r);
            }
            const vLinkedTxn = o.LinkedTxn;
            if (vLinkedTxn !== undefined) {
                if (!Array.isArray(vLinkedTxn)) {
                    r.errors.push({
                        path: p + '/LinkedTxn',
                        code: vLinkedTxn === null ? 'nullable' : 'type',
                        message: expected('an array', vLinkedTxn),
                    });
                }
                else {
                    if (d + 1 >= MAX_DEPTH) {
                        r.errors.push({
                            path: p + '/LinkedTxn',
                            code: 'depth',
                            message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
                        });
                    }
                    else if (r.errors.length < ERROR_LIMIT) {
                        for (let i = 0; i < vLinkedTxn.length; i++) {
                            const item = vLinkedTxn[i];
                            checkLinkedTxn(item, p + '/LinkedTxn' + '/' + i, d + 2, r);
                        }
                    }
                }
            }
            const vProjectRef = o.ProjectRef;
            if (vProjectRef !== undefined) {
                checkReferenceType(vProjectRef, p + '/ProjectRef', d + 1, r);
            }
        }
    }
}
/** Fast pass: is `v` a valid SalesItemLineDetail? */
function validSalesItemLineDetail(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vItemRef = o.ItemRef;
    if (vItemRef !== undefined) {
        if (!validReferenceType(vItemRef, d + 1))
            return false;
    }
    const vUnitPrice = o.UnitPrice;
    if (vUnitPrice !== undefined) {
        if (!validMoney(vUnitPrice, d + 1))
            return false;
    }
    const vQty = o.Qty;
    if (vQty !== undefined) {
        if (typeof vQty !== 'number' || !Number.isFinite(vQty))
            return false;
    }
    const vTaxCodeRef = o.TaxCodeRef;
    if (vTaxCodeRef !== undefined) {
        if (!validReferenceType(vTaxCodeRef, d + 1))
            return false;
    }
    const vClassRef = o.ClassRef;
    if (vClassRef !== undefined) {
        if (!validReferenceType(vClassRef, d + 1))
            return false;
    }
    const vServiceDate = o.ServiceDate;
    if (vServiceDate !== undefined) {
        if (!validCalendarDate(vServiceDate, d + 1))
            return false;
    }
    const vItemAccountRef = o.ItemAccountRef;
    if (vItemAccountRef !== undefined) {
        if (!validReferenceType(vItemAccountRef, d + 1))
            return false;
    }
    const vDiscountRate = o.DiscountRate;
    if (vDiscountRate !== undefined) {
        if (typeof vDiscountRate !== 'number' || !Number.isFinite(vDiscountRate))
            return false;
    }
    const vDiscountAmt = o.DiscountAmt;
    if (vDiscountAmt !== undefined) {
        if (!validMoney(vDiscountAmt, d + 1))
            return false;
    }
    const vTaxInclusiveAmt = o.TaxInclusiveAmt;
    if (vTaxInclusiveAmt !== undefined) {
        if (!validMoney(vTaxInclusiveAmt, d + 1))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid SalesItemLineDetail, at pointer `p`. */
function checkSalesItemLineDetail(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vItemRef = o.ItemRef;
            if (vItemRef !== undefined) {
                checkReferenceType(vItemRef, p + '/ItemRef', d + 1, r);
            }
            const vUnitPrice = o.UnitPrice;
            if (vUnitPrice !== undefined) {
                checkMoney(vUnitPrice, p + '/UnitPrice', d + 1, r);
            }
            const vQty = o.Qty;
            if (vQty !== undefined) {
                if (typeof vQty !== 'number' || !Number.isFinite(vQty)) {
                    r.errors.push({
                        path: p + '/Qty',
                        code: vQty === null ? 'nullable' : 'type',
                        message: expected('a number', vQty),
                    });
                }
            }
            const vTaxCodeRef = o.TaxCodeRef;
            if (vTaxCodeRef !== undefined) {
                checkReferenceType(vTaxCodeRef, p + '/TaxCodeRef', d + 1, r);
            }
            const vClassRef = o.ClassRef;
            if (vClassRef !== undefined) {
                checkReferenceType(vClassRef, p + '/ClassRef', d + 1, r);
            }
            const vServiceDate = o.ServiceDate;
            if (vServiceDate !== undefined) {
                checkCalendarDate(vServiceDate, p + '/ServiceDate', d + 1, r);
            }
            const vItemAccountRef = o.ItemAccountRef;
            if (vItemAccountRef !== undefined) {
                checkReferenceType(vItemAccountRef, p + '/ItemAccountRef', d + 1, r);
            }
            const vDiscountRate = o.DiscountRate;
            if (vDiscountRate !== undefined) {
                if (typeof vDiscountRate !== 'number' || !Number.isFinite(vDiscountRate)) {
                    r.errors.push({
                        path: p + '/DiscountRate',
                        code: vDiscountRate === null ? 'nullable' : 'type',
                        message: expected('a number', vDiscountRate),
                    });
                }
            }
            const vDiscountAmt = o.DiscountAmt;
            if (vDiscountAmt !== undefined) {
                checkMoney(vDiscountAmt, p + '/DiscountAmt', d + 1, r);
            }
            const vTaxInclusiveAmt = o.TaxInclusiveAmt;
            if (vTaxInclusiveAmt !== undefined) {
                checkMoney(vTaxInclusiveAmt, p + '/TaxInclusiveAmt', d + 1, r);
            }
        }
    }
}
/** Fast pass: is `v` a valid SubTotalLine? */
function validSubTotalLine(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vId = o.Id;
    if (vId !== undefined) {
        if (typeof vId !== 'string')
            return false;
    }
    const vLineNum = o.LineNum;
    if (vLineNum !== undefined) {
        if (!Number.isInteger(vLineNum))
            return false;
        if (vLineNum < 1)
            return false;
    }
    const vDescription = o.Description;
    if (vDescription !== undefined) {
        if (typeof vDescription !== 'string')
            return false;
        if (vDescription.length > 4000 && codePointLength(vDescription) > 4000)
            return false;
    }
    const vAmount = o.Amount;
    if (vAmount !== undefined) {
        if (!validMoney(vAmount, d + 1))
            return false;
    }
    const vDetailType = o.DetailType;
    if (vDetailType === undefined)
        return false;
    if (typeof vDetailType !== 'string')
        return false;
    if (!(vDetailType === 'SubTotalLineDetail' || vDetailType === 'SUB_TOTAL_LINE_DETAIL'))
        return false;
    const vSubTotalLineDetail = o.SubTotalLineDetail;
    if (vSubTotalLineDetail !== undefined) {
        if (!validSubTotalLineDetail(vSubTotalLineDetail, d + 1))
            return false;
    }
    const vLinkedTxn = o.LinkedTxn;
    if (vLinkedTxn !== undefined) {
        if (!Array.isArray(vLinkedTxn))
            return false;
        if (d + 1 >= MAX_DEPTH) {
            tooDeep = true;
            return false;
        }
        for (let i = 0; i < vLinkedTxn.length; i++) {
            const item = vLinkedTxn[i];
            if (!validLinkedTxn(item, d + 2))
                return false;
        }
    }
    const vProjectRef = o.ProjectRef;
    if (vProjectRef !== undefined) {
        if (!validReferenceType(vProjectRef, d + 1))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid SubTotalLine, at pointer `p`. */
function checkSubTotalLine(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vId = o.Id;
            if (vId !== undefined) {
                if (typeof vId !== 'string') {
                    r.errors.push({
                        path: p + '/Id',
                        code: vId === null ? 'nullable' : 'type',
                        message: expected('a string', vId),
                    });
                }
            }
            const vLineNum = o.LineNum;
            if (vLineNum !== undefined) {
                if (!Number.isInteger(vLineNum)) {
                    r.errors.push({
                        path: p + '/LineNum',
                        code: vLineNum === null ? 'nullable' : 'type',
                        message: expected('an integer', vLineNum),
                    });
                }
                else if (vLineNum < 1)
                    r.errors.push({
                        path: p + '/LineNum',
                        code: 'minimum',
                        message: expected('at least 1', vLineNum),
                    });
            }
            const vDescription = o.Description;
            if (vDescription !== undefined) {
                if (typeof vDescription !== 'string') {
                    r.errors.push({
                        path: p + '/Description',
                        code: vDescription === null ? 'nullable' : 'type',
                        message: expected('a string', vDescription),
                    });
                }
                else if (codePointLength(vDescription) > 4000)
                    r.errors.push({
                        path: p + '/Description',
                        code: 'maxLength',
                        message: expected('at most 4000 characters', vDescription),
                    });
            }
            const vAmount = o.Amount;
            if (vAmount !== undefined) {
                checkMoney(vAmount, p + '/Amount', d + 1, r);
            }
            const vDetailType = o.DetailType;
            if (vDetailType === undefined) {
                r.errors.push({
                    path: p + '/DetailType',
                    code: 'required',
                    message: missing('DetailType'),
                });
            }
            else {
                if (typeof vDetailType !== 'string') {
                    r.errors.push({
                        path: p + '/DetailType',
                        code: vDetailType === null ? 'nullable' : 'type',
                        message: expected('a string', vDetailType),
                    });
                }
                else if (!(vDetailType === 'SubTotalLineDetail' || vDetailType === 'SUB_TOTAL_LINE_DETAIL'))
                    r.errors.push({
                        path: p + '/DetailType',
                        code: 'enum',
                        message: expectedOneOf(['SubTotalLineDetail', 'SUB_TOTAL_LINE_DETAIL'], vDetailType),
                    });
            }
            const vSubTotalLineDetail = o.SubTotalLineDetail;
            if (vSubTotalLineDetail !== undefined) {
                checkSubTotalLineDetail(vSubTotalLineDetail, p + '/SubTotalLineDetail', d + 1, r);
            }
            const vLinkedTxn = o.LinkedTxn;
            if (vLinkedTxn !== undefined) {
                if (!Array.isArray(vLinkedTxn)) {
                    r.errors.push({
                        path: p + '/LinkedTxn',
                        code: vLinkedTxn === null ? 'nullable' : 'type',
                        message: expected('an array', vLinkedTxn),
                    });
                }
                else {
                    if (d + 1 >= MAX_DEPTH) {
                        r.errors.push({
                            path: p + '/LinkedTxn',
                            code: 'depth',
                            message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
                        });
                    }
                    else if (r.errors.length < ERROR_LIMIT) {
                        for (let i = 0; i < vLinkedTxn.length; i++) {
                            const item = vLinkedTxn[i];
                            checkLinkedTxn(item, p + '/LinkedTxn' + '/' + i, d + 2, r);
                        }
                    }
                }
            }
            const vProjectRef = o.ProjectRef;
            if (vProjectRef !== undefined) {
                checkReferenceType(vProjectRef, p + '/ProjectRef', d + 1, r);
            }
        }
    }
}
/** Fast pass: is `v` a valid SubTotalLineDetail? */
function validSubTotalLineDetail(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vItemRef = o.ItemRef;
    if (vItemRef !== undefined) {
        if (!validReferenceType(vItemRef, d + 1))
            return false;
    }
    const vServiceDate = o.ServiceDate;
    if (vServiceDate !== undefined) {
        if (!validCalendarDate(vServiceDate, d + 1))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid SubTotalLineDetail, at pointer `p`. */
function checkSubTotalLineDetail(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vItemRef = o.ItemRef;
            if (vItemRef !== undefined) {
                checkReferenceType(vItemRef, p + '/ItemRef', d + 1, r);
            }
            const vServiceDate = o.ServiceDate;
            if (vServiceDate !== undefined) {
                checkCalendarDate(vServiceDate, p + '/ServiceDate', d + 1, r);
            }
        }
    }
}
/** Fast pass: is `v` a valid TaxLine? */
function validTaxLine(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vId = o.Id;
    if (vId !== undefined) {
        if (typeof vId !== 'string')
            return false;
    }
    const vLineNum = o.LineNum;
    if (vLineNum !== undefined) {
        if (!Number.isInteger(vLineNum))
            return false;
        if (vLineNum < 1)
            return false;
    }
    const vDescription = o.Description;
    if (vDescription !== undefined) {
        if (typeof vDescription !== 'string')
            return false;
        if (vDescription.length > 4000 && codePointLength(vDescription) > 4000)
            return false;
    }
    const vAmount = o.Amount;
    if (vAmount !== undefined) {
        if (!validMoney(vAmount, d + 1))
            return false;
    }
    const vDetailType = o.DetailType;
    if (vDetailType === undefined)
        return false;
    if (typeof vDetailType !== 'string')
        return false;
    if (!(vDetailType === 'TaxLineDetail' || vDetailType === 'TAX_LINE_DETAIL'))
        return false;
    const vTaxLineDetail = o.TaxLineDetail;
    if (vTaxLineDetail !== undefined) {
        if (!validTaxLineDetail(vTaxLineDetail, d + 1))
            return false;
    }
    const vLinkedTxn = o.LinkedTxn;
    if (vLinkedTxn !== undefined) {
        if (!Array.isArray(vLinkedTxn))
            return false;
        if (d + 1 >= MAX_DEPTH) {
            tooDeep = true;
            return false;
        }
        for (let i = 0; i < vLinkedTxn.length; i++) {
            const item = vLinkedTxn[i];
            if (!validLinkedTxn(item, d + 2))
                return false;
        }
    }
    const vProjectRef = o.ProjectRef;
    if (vProjectRef !== undefined) {
        if (!validReferenceType(vProjectRef, d + 1))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid TaxLine, at pointer `p`. */
function checkTaxLine(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vId = o.Id;
            if (vId !== undefined) {
                if (typeof vId !== 'string') {
                    r.errors.push({
                        path: p + '/Id',
                        code: vId === null ? 'nullable' : 'type',
                        message: expected('a string', vId),
                    });
                }
            }
            const vLineNum = o.LineNum;
            if (vLineNum !== undefined) {
                if (!Number.isInteger(vLineNum)) {
                    r.errors.push({
                        path: p + '/LineNum',
                        code: vLineNum === null ? 'nullable' : 'type',
                        message: expected('an integer', vLineNum),
                    });
                }
                else if (vLineNum < 1)
                    r.errors.push({
                        path: p + '/LineNum',
                        code: 'minimum',
                        message: expected('at least 1', vLineNum),
                    });
            }
            const vDescription = o.Description;
            if (vDescription !== undefined) {
                if (typeof vDescription !== 'string') {
                    r.errors.push({
                        path: p + '/Description',
                        code: vDescription === null ? 'nullable' : 'type',
                        message: expected('a string', vDescription),
                    });
                }
                else if (codePointLength(vDescription) > 4000)
                    r.errors.push({
                        path: p + '/Description',
                        code: 'maxLength',
                        message: expected('at most 4000 characters', vDescription),
                    });
            }
            const vAmount = o.Amount;
            if (vAmount !== undefined) {
                checkMoney(vAmount, p + '/Amount', d + 1, r);
            }
            const vDetailType = o.DetailType;
            if (vDetailType === undefined) {
                r.errors.push({
                    path: p + '/DetailType',
                    code: 'required',
                    message: missing('DetailType'),
                });
            }
            else {
                if (typeof vDetailType !== 'string') {
                    r.errors.push({
                        path: p + '/DetailType',
                        code: vDetailType === null ? 'nullable' : 'type',
                        message: expected('a string', vDetailType),
                    });
                }
                else if (!(vDetailType === 'TaxLineDetail' || vDetailType === 'TAX_LINE_DETAIL'))
                    r.errors.push({
                        path: p + '/DetailType',
                        code: 'enum',
                        message: expectedOneOf(['TaxLineDetail', 'TAX_LINE_DETAIL'], vDetailType),
                    });
            }
            const vTaxLineDetail = o.TaxLineDetail;
            if (vTaxLineDetail !== undefined) {
                checkTaxLineDetail(vTaxLineDetail, p + '/TaxLineDetail', d + 1, r);
            }
            const vLinkedTxn = o.LinkedTxn;
            if (vLinkedTxn !== undefined) {
                if (!Array.isArray(vLinkedTxn)) {
                    r.errors.push({
                        path: p + '/LinkedTxn',
                        code: vLinkedTxn === null ? 'nullable' : 'type',
                        message: expected('an array', vLinkedTxn),
                    });
                }
                else {
                    if (d + 1 >= MAX_DEPTH) {
                        r.errors.push({
                            path: p + '/LinkedTxn',
                            code: 'depth',
                            message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
                        });
                    }
                    else if (r.errors.length < ERROR_LIMIT) {
                        for (let i = 0; i < vLinkedTxn.length; i++) {
                            const item = vLinkedTxn[i];
                            checkLinkedTxn(item, p + '/LinkedTxn' + '/' + i, d + 2, r);
                        }
                    }
                }
            }
            const vProjectRef = o.ProjectRef;
            if (vProjectRef !== undefined) {
                checkReferenceType(vProjectRef, p + '/ProjectRef', d + 1, r);
            }
        }
    }
}
/** Fast pass: is `v` a valid TaxLineDetail? */
function validTaxLineDetail(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vTaxRateRef = o.TaxRateRef;
    if (vTaxRateRef !== undefined) {
        if (!validReferenceType(vTaxRateRef, d + 1))
            return false;
    }
    const vPercentBased = o.PercentBased;
    if (vPercentBased !== undefined) {
        if (typeof vPercentBased !== 'boolean')
            return false;
    }
    const vTaxPercent = o.TaxPercent;
    if (vTaxPercent !== undefined) {
        if (typeof vTaxPercent !== 'number' || !Number.isFinite(vTaxPercent))
            return false;
    }
    const vNetAmountTaxable = o.NetAmountTaxable;
    if (vNetAmountTaxable !== undefined) {
        if (!validMoney(vNetAmountTaxable, d + 1))
            return false;
    }
    const vTaxInclusiveAmount = o.TaxInclusiveAmount;
    if (vTaxInclusiveAmount !== undefined) {
        if (!validMoney(vTaxInclusiveAmount, d + 1))
            return false;
    }
    const vOverrideDeltaAmount = o.OverrideDeltaAmount;
    if (vOverrideDeltaAmount !== undefined) {
        if (!validMoney(vOverrideDeltaAmount, d + 1))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid TaxLineDetail, at pointer `p`. */
function checkTaxLineDetail(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vTaxRateRef = o.TaxRateRef;
            if (vTaxRateRef !== undefined) {
                checkReferenceType(vTaxRateRef, p + '/TaxRateRef', d + 1, r);
            }
            const vPercentBased = o.PercentBased;
            if (vPercentBased !== undefined) {
                if (typeof vPercentBased !== 'boolean') {
                    r.errors.push({
                        path: p + '/PercentBased',
                        code: vPercentBased === null ? 'nullable' : 'type',
                        message: expected('true or false', vPercentBased),
                    });
                }
            }
            const vTaxPercent = o.TaxPercent;
            if (vTaxPercent !== undefined) {
                if (typeof vTaxPercent !== 'number' || !Number.isFinite(vTaxPercent)) {
                    r.errors.push({
                        path: p + '/TaxPercent',
                        code: vTaxPercent === null ? 'nullable' : 'type',
                        message: expected('a number', vTaxPercent),
                    });
                }
            }
            const vNetAmountTaxable = o.NetAmountTaxable;
            if (vNetAmountTaxable !== undefined) {
                checkMoney(vNetAmountTaxable, p + '/NetAmountTaxable', d + 1, r);
            }
            const vTaxInclusiveAmount = o.TaxInclusiveAmount;
            if (vTaxInclusiveAmount !== undefined) {
                checkMoney(vTaxInclusiveAmount, p + '/TaxInclusiveAmount', d + 1, r);
            }
            const vOverrideDeltaAmount = o.OverrideDeltaAmount;
            if (vOverrideDeltaAmount !== undefined) {
                checkMoney(vOverrideDeltaAmount, p + '/OverrideDeltaAmount', d + 1, r);
            }
        }
    }
}
/** Fast pass: is `v` a valid TelephoneNumber? */
function validTelephoneNumber(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vId = o.Id;
    if (vId !== undefined) {
        if (typeof vId !== 'string')
            return false;
    }
    const vFreeFormNumber = o.FreeFormNumber;
    if (vFreeFormNumber !== undefined) {
        if (typeof vFreeFormNumber !== 'string')
            return false;
        if (vFreeFormNumber.length > 30 && codePointLength(vFreeFormNumber) > 30)
            return false;
    }
    const vDeviceType = o.DeviceType;
    if (vDeviceType !== undefined) {
        if (typeof vDeviceType !== 'string')
            return false;
    }
    const vCountryCode = o.CountryCode;
    if (vCountryCode !== undefined) {
        if (typeof vCountryCode !== 'string')
            return false;
    }
    const vAreaCode = o.AreaCode;
    if (vAreaCode !== undefined) {
        if (typeof vAreaCode !== 'string')
            return false;
    }
    const vExchangeCode = o.ExchangeCode;
    if (vExchangeCode !== undefined) {
        if (typeof vExchangeCode !== 'string')
            return false;
    }
    const vExtension = o.Extension;
    if (vExtension !== undefined) {
        if (typeof vExtension !== 'string')
            return false;
    }
    const vDefault = o.Default;
    if (vDefault !== undefined) {
        if (typeof vDefault !== 'boolean')
            return false;
    }
    const vTag = o.Tag;
    if (vTag !== undefined) {
        if (typeof vTag !== 'string')
            return false;
    }
    for (const key in o) {
        if (!TELEPHONE_NUMBER_KEYS.has(key))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid TelephoneNumber, at pointer `p`. */
function checkTelephoneNumber(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vId = o.Id;
            if (vId !== undefined) {
                if (typeof vId !== 'string') {
                    r.errors.push({
                        path: p + '/Id',
                        code: vId === null ? 'nullable' : 'type',
                        message: expected('a string', vId),
                    });
                }
            }
            const vFreeFormNumber = o.FreeFormNumber;
            if (vFreeFormNumber !== undefined) {
                if (typeof vFreeFormNumber !== 'string') {
                    r.errors.push({
                        path: p + '/FreeFormNumber',
                        code: vFreeFormNumber === null ? 'nullable' : 'type',
                        message: expected('a string', vFreeFormNumber),
                    });
                }
                else if (codePointLength(vFreeFormNumber) > 30)
                    r.errors.push({
                        path: p + '/FreeFormNumber',
                        code: 'maxLength',
                        message: expected('at most 30 characters', vFreeFormNumber),
                    });
            }
            const vDeviceType = o.DeviceType;
            if (vDeviceType !== undefined) {
                if (typeof vDeviceType !== 'string') {
                    r.errors.push({
                        path: p + '/DeviceType',
                        code: vDeviceType === null ? 'nullable' : 'type',
                        message: expected('a string', vDeviceType),
                    });
                }
            }
            const vCountryCode = o.CountryCode;
            if (vCountryCode !== undefined) {
                if (typeof vCountryCode !== 'string') {
                    r.errors.push({
                        path: p + '/CountryCode',
                        code: vCountryCode === null ? 'nullable' : 'type',
                        message: expected('a string', vCountryCode),
                    });
                }
            }
            const vAreaCode = o.AreaCode;
            if (vAreaCode !== undefined) {
                if (typeof vAreaCode !== 'string') {
                    r.errors.push({
                        path: p + '/AreaCode',
                        code: vAreaCode === null ? 'nullable' : 'type',
                        message: expected('a string', vAreaCode),
                    });
                }
            }
            const vExchangeCode = o.ExchangeCode;
            if (vExchangeCode !== undefined) {
                if (typeof vExchangeCode !== 'string') {
                    r.errors.push({
                        path: p + '/ExchangeCode',
                        code: vExchangeCode === null ? 'nullable' : 'type',
                        message: expected('a string', vExchangeCode),
                    });
                }
            }
            const vExtension = o.Extension;
            if (vExtension !== undefined) {
                if (typeof vExtension !== 'string') {
                    r.errors.push({
                        path: p + '/Extension',
                        code: vExtension === null ? 'nullable' : 'type',
                        message: expected('a string', vExtension),
                    });
                }
            }
            const vDefault = o.Default;
            if (vDefault !== undefined) {
                if (typeof vDefault !== 'boolean') {
                    r.errors.push({
                        path: p + '/Default',
                        code: vDefault === null ? 'nullable' : 'type',
                        message: expected('true or false', vDefault),
                    });
                }
            }
            const vTag = o.Tag;
            if (vTag !== undefined) {
                if (typeof vTag !== 'string') {
                    r.errors.push({
                        path: p + '/Tag',
                        code: vTag === null ? 'nullable' : 'type',
                        message: expected('a string', vTag),
                    });
                }
            }
            for (const key in o) {
                if (!TELEPHONE_NUMBER_KEYS.has(key))
                    r.errors.push({
                        path: p + '/' + escapePointer(key),
                        code: 'additionalProperties',
                        message: `unexpected property '${key}'`,
                    });
            }
        }
    }
}
/** Fast pass: is `v` a valid TxnTaxDetail? */
function validTxnTaxDetail(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vTxnTaxCodeRef = o.TxnTaxCodeRef;
    if (vTxnTaxCodeRef !== undefined) {
        if (!validReferenceType(vTxnTaxCodeRef, d + 1))
            return false;
    }
    const vDefaultTaxCodeRef = o.DefaultTaxCodeRef;
    if (vDefaultTaxCodeRef !== undefined) {
        if (!validReferenceType(vDefaultTaxCodeRef, d + 1))
            return false;
    }
    const vTotalTax = o.TotalTax;
    if (vTotalTax !== undefined) {
        if (!validMoney(vTotalTax, d + 1))
            return false;
    }
    const vTaxLine = o.TaxLine;
    if (vTaxLine !== undefined) {
        if (!Array.isArray(vTaxLine))
            return false;
        if (d + 1 >= MAX_DEPTH) {
            tooDeep = true;
            return false;
        }
        for (let i = 0; i < vTaxLine.length; i++) {
            const item = vTaxLine[i];
            if (!validTaxLine(item, d + 2))
                return false;
        }
    }
    const vUseAutomatedSalesTax = o.UseAutomatedSalesTax;
    if (vUseAutomatedSalesTax !== undefined) {
        if (typeof vUseAutomatedSalesTax !== 'boolean')
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid TxnTaxDetail, at pointer `p`. */
function checkTxnTaxDetail(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vTxnTaxCodeRef = o.TxnTaxCodeRef;
            if (vTxnTaxCodeRef !== undefined) {
                checkReferenceType(vTxnTaxCodeRef, p + '/TxnTaxCodeRef', d + 1, r);
            }
            const vDefaultTaxCodeRef = o.DefaultTaxCodeRef;
            if (vDefaultTaxCodeRef !== undefined) {
                checkReferenceType(vDefaultTaxCodeRef, p + '/DefaultTaxCodeRef', d + 1, r);
            }
            const vTotalTax = o.TotalTax;
            if (vTotalTax !== undefined) {
                checkMoney(vTotalTax, p + '/TotalTax', d + 1, r);
            }
            const vTaxLine = o.TaxLine;
            if (vTaxLine !== undefined) {
                if (!Array.isArray(vTaxLine)) {
                    r.errors.push({
                        path: p + '/TaxLine',
                        code: vTaxLine === null ? 'nullable' : 'type',
                        message: expected('an array', vTaxLine),
                    });
                }
                else {
                    if (d + 1 >= MAX_DEPTH) {
                        r.errors.push({
                            path: p + '/TaxLine',
                            code: 'depth',
                            message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
                        });
                    }
                    else if (r.errors.length < ERROR_LIMIT) {
                        for (let i = 0; i < vTaxLine.length; i++) {
                            const item = vTaxLine[i];
                            checkTaxLine(item, p + '/TaxLine' + '/' + i, d + 2, r);
                        }
                    }
                }
            }
            const vUseAutomatedSalesTax = o.UseAutomatedSalesTax;
            if (vUseAutomatedSalesTax !== undefined) {
                if (typeof vUseAutomatedSalesTax !== 'boolean') {
                    r.errors.push({
                        path: p + '/UseAutomatedSalesTax',
                        code: vUseAutomatedSalesTax === null ? 'nullable' : 'type',
                        message: expected('true or false', vUseAutomatedSalesTax),
                    });
                }
            }
        }
    }
}
/** Fast pass: is `v` a valid Vendor? */
function validVendor(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vId = o.Id;
    if (vId !== undefined) {
        if (typeof vId !== 'string')
            return false;
    }
    const vSyncToken = o.SyncToken;
    if (vSyncToken !== undefined) {
        if (typeof vSyncToken !== 'string')
            return false;
    }
    const vMetaData = o.MetaData;
    if (vMetaData !== undefined) {
        if (!validMetaData(vMetaData, d + 1))
            return false;
    }
    const vDomain = o.domain;
    if (vDomain !== undefined) {
        if (typeof vDomain !== 'string')
            return false;
    }
    const vStatus = o.status;
    if (vStatus !== undefined) {
        if (typeof vStatus !== 'string')
            return false;
    }
    const vSparse = o.sparse;
    if (vSparse !== undefined) {
        if (typeof vSparse !== 'boolean')
            return false;
    }
    const vDisplayName = o.DisplayName;
    if (vDisplayName !== undefined) {
        if (typeof vDisplayName !== 'string')
            return false;
        if (vDisplayName.length > 500 && codePointLength(vDisplayName) > 500)
            return false;
    }
    const vTitle = o.Title;
    if (vTitle !== undefined) {
        if (typeof vTitle !== 'string')
            return false;
        if (vTitle.length > 16 && codePointLength(vTitle) > 16)
            return false;
    }
    const vGivenName = o.GivenName;
    if (vGivenName !== undefined) {
        if (typeof vGivenName !== 'string')
            return false;
        if (vGivenName.length > 100 && codePointLength(vGivenName) > 100)
            return false;
    }
    const vMiddleName = o.MiddleName;
    if (vMiddleName !== undefined) {
        if (typeof vMiddleName !== 'string')
            return false;
        if (vMiddleName.length > 100 && codePointLength(vMiddleName) > 100)
            return false;
    }
    const vFamilyName = o.FamilyName;
    if (vFamilyName !== undefined) {
        if (typeof vFamilyName !== 'string')
            return false;
        if (vFamilyName.length > 100 && codePointLength(vFamilyName) > 100)
            return false;
    }
    const vSuffix = o.Suffix;
    if (vSuffix !== undefined) {
        if (typeof vSuffix !== 'string')
            return false;
        if (vSuffix.length > 16 && codePointLength(vSuffix) > 16)
            return false;
    }
    const vCompanyName = o.CompanyName;
    if (vCompanyName !== undefined) {
        if (typeof vCompanyName !== 'string')
            return false;
        if (vCompanyName.length > 100 && codePointLength(vCompanyName) > 100)
            return false;
    }
    const vPrintOnCheckName = o.PrintOnCheckName;
    if (vPrintOnCheckName !== undefined) {
        if (typeof vPrintOnCheckName !== 'string')
            return false;
        if (vPrintOnCheckName.length > 110 && codePointLength(vPrintOnCheckName) > 110)
            return false;
    }
    const vFullyQualifiedName = o.FullyQualifiedName;
    if (vFullyQualifiedName !== undefined) {
        if (typeof vFullyQualifiedName !== 'string')
            return false;
    }
    const vActive = o.Active;
    if (vActive !== undefined) {
        if (typeof vActive !== 'boolean')
            return false;
    }
    const vPrimaryEmailAddr = o.PrimaryEmailAddr;
    if (vPrimaryEmailAddr !== undefined) {
        if (!validEmailAddress(vPrimaryEmailAddr, d + 1))
            return false;
    }
    const vPrimaryPhone = o.PrimaryPhone;
    if (vPrimaryPhone !== undefined) {
        if (!validTelephoneNumber(vPrimaryPhone, d + 1))
            return false;
    }
    const vAlternatePhone = o.AlternatePhone;
    if (vAlternatePhone !== undefined) {
        if (!validTelephoneNumber(vAlternatePhone, d + 1))
            return false;
    }
    const vMobile = o.Mobile;
    if (vMobile !== undefined) {
        if (!validTelephoneNumber(vMobile, d + 1))
            return false;
    }
    const vFax = o.Fax;
    if (vFax !== undefined) {
        if (!validTelephoneNumber(vFax, d + 1))
            return false;
    }
    const vWebAddr = o.WebAddr;
    if (vWebAddr !== undefined) {
        if (!validWebSiteAddress(vWebAddr, d + 1))
            return false;
    }
    const vBillAddr = o.BillAddr;
    if (vBillAddr !== undefined) {
        if (!validPhysicalAddress(vBillAddr, d + 1))
            return false;
    }
    const vShipAddr = o.ShipAddr;
    if (vShipAddr !== undefined) {
        if (!validPhysicalAddress(vShipAddr, d + 1))
            return false;
    }
    const vNotes = o.Notes;
    if (vNotes !== undefined) {
        if (typeof vNotes !== 'string')
            return false;
        if (vNotes.length > 2000 && codePointLength(vNotes) > 2000)
            return false;
    }
    const vCurrencyRef = o.CurrencyRef;
    if (vCurrencyRef !== undefined) {
        if (!validReferenceType(vCurrencyRef, d + 1))
            return false;
    }
    const vAcctNum = o.AcctNum;
    if (vAcctNum !== undefined) {
        if (typeof vAcctNum !== 'string')
            return false;
        if (vAcctNum.length > 100 && codePointLength(vAcctNum) > 100)
            return false;
    }
    const vDefaultTaxCodeRef = o.DefaultTaxCodeRef;
    if (vDefaultTaxCodeRef !== undefined) {
        if (!validReferenceType(vDefaultTaxCodeRef, d + 1))
            return false;
    }
    const vOpenBalanceDate = o.OpenBalanceDate;
    if (vOpenBalanceDate !== undefined) {
        if (!validCalendarDate(vOpenBalanceDate, d + 1))
            return false;
    }
    const vBalance = o.Balance;
    if (vBalance !== undefined) {
        if (!validMoney(vBalance, d + 1))
            return false;
    }
    const vTaxIdentifier = o.TaxIdentifier;
    if (vTaxIdentifier !== undefined) {
        if (typeof vTaxIdentifier !== 'string')
            return false;
        if (vTaxIdentifier.length > 20 && codePointLength(vTaxIdentifier) > 20)
            return false;
    }
    const vTermRef = o.TermRef;
    if (vTermRef !== undefined) {
        if (!validReferenceType(vTermRef, d + 1))
            return false;
    }
    const vAPAccountRef = o.APAccountRef;
    if (vAPAccountRef !== undefined) {
        if (!validReferenceType(vAPAccountRef, d + 1))
            return false;
    }
    const vVendor1099 = o.Vendor1099;
    if (vVendor1099 !== undefined) {
        if (typeof vVendor1099 !== 'boolean')
            return false;
    }
    const vBillRate = o.BillRate;
    if (vBillRate !== undefined) {
        if (!validMoney(vBillRate, d + 1))
            return false;
    }
    const vCostRate = o.CostRate;
    if (vCostRate !== undefined) {
        if (!validMoney(vCostRate, d + 1))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid Vendor, at pointer `p`. */
function checkVendor(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vId = o.Id;
            if (vId !== undefined) {
                if (typeof vId !== 'string') {
                    r.errors.push({
                        path: p + '/Id',
                        code: vId === null ? 'nullable' : 'type',
                        message: expected('a string', vId),
                    });
                }
            }
            const vSyncToken = o.SyncToken;
            if (vSyncToken !== undefined) {
                if (typeof vSyncToken !== 'string') {
                    r.errors.push({
                        path: p + '/SyncToken',
                        code: vSyncToken === null ? 'nullable' : 'type',
                        message: expected('a string', vSyncToken),
                    });
                }
            }
            const vMetaData = o.MetaData;
            if (vMetaData !== undefined) {
                checkMetaData(vMetaData, p + '/MetaData', d + 1, r);
            }
            const vDomain = o.domain;
            if (vDomain !== undefined) {
                if (typeof vDomain !== 'string') {
                    r.errors.push({
                        path: p + '/domain',
                        code: vDomain === null ? 'nullable' : 'type',
                        message: expected('a string', vDomain),
                    });
                }
            }
            const vStatus = o.status;
            if (vStatus !== undefined) {
                if (typeof vStatus !== 'string') {
                    r.errors.push({
                        path: p + '/status',
                        code: vStatus === null ? 'nullable' : 'type',
                        message: expected('a string', vStatus),
                    });
                }
            }
            const vSparse = o.sparse;
            if (vSparse !== undefined) {
                if (typeof vSparse !== 'boolean') {
                    r.errors.push({
                        path: p + '/sparse',
                        code: vSparse === null ? 'nullable' : 'type',
                        message: expected('true or false', vSparse),
                    });
                }
            }
            const vDisplayName = o.DisplayName;
            if (vDisplayName !== undefined) {
                if (typeof vDisplayName !== 'string') {
                    r.errors.push({
                        path: p + '/DisplayName',
                        code: vDisplayName === null ? 'nullable' : 'type',
                        message: expected('a string', vDisplayName),
                    });
                }
                else if (codePointLength(vDisplayName) > 500)
                    r.errors.push({
                        path: p + '/DisplayName',
                        code: 'maxLength',
                        message: expected('at most 500 characters', vDisplayName),
                    });
            }
            const vTitle = o.Title;
            if (vTitle !== undefined) {
                if (typeof vTitle !== 'string') {
                    r.errors.push({
                        path: p + '/Title',
                        code: vTitle === null ? 'nullable' : 'type',
                        message: expected('a string', vTitle),
                    });
                }
                else if (codePointLength(vTitle) > 16)
                    r.errors.push({
                        path: p + '/Title',
                        code: 'maxLength',
                        message: expected('at most 16 characters', vTitle),
                    });
            }
            const vGivenName = o.GivenName;
            if (vGivenName !== undefined) {
                if (typeof vGivenName !== 'string') {
                    r.errors.push({
                        path: p + '/GivenName',
                        code: vGivenName === null ? 'nullable' : 'type',
                        message: expected('a string', vGivenName),
                    });
                }
                else if (codePointLength(vGivenName) > 100)
                    r.errors.push({
                        path: p + '/GivenName',
                        code: 'maxLength',
                        message: expected('at most 100 characters', vGivenName),
                    });
            }
            const vMiddleName = o.MiddleName;
            if (vMiddleName !== undefined) {
                if (typeof vMiddleName !== 'string') {
                    r.errors.push({
                        path: p + '/MiddleName',
                        code: vMiddleName === null ? 'nullable' : 'type',
                        message: expected('a string', vMiddleName),
                    });
                }
                else if (codePointLength(vMiddleName) > 100)
                    r.errors.push({
                        path: p + '/MiddleName',
                        code: 'maxLength',
                        message: expected('at most 100 characters', vMiddleName),
                    });
            }
            const vFamilyName = o.FamilyName;
            if (vFamilyName !== undefined) {
                if (typeof vFamilyName !== 'string') {
                    r.errors.push({
                        path: p + '/FamilyName',
                        code: vFamilyName === null ? 'nullable' : 'type',
                        message: expected('a string', vFamilyName),
                    });
                }
                else if (codePointLength(vFamilyName) > 100)
                    r.errors.push({
                        path: p + '/FamilyName',
                        code: 'maxLength',
                        message: expected('at most 100 characters', vFamilyName),
                    });
            }
            const vSuffix = o.Suffix;
            if (vSuffix !== undefined) {
                if (typeof vSuffix !== 'string') {
                    r.errors.push({
                        path: p + '/Suffix',
                        code: vSuffix === null ? 'nullable' : 'type',
                        message: expected('a string', vSuffix),
                    });
                }
                else if (codePointLength(vSuffix) > 16)
                    r.errors.push({
                        path: p + '/Suffix',
                        code: 'maxLength',
                        message: expected('at most 16 characters', vSuffix),
                    });
            }
            const vCompanyName = o.CompanyName;
            if (vCompanyName !== undefined) {
                if (typeof vCompanyName !== 'string') {
                    r.errors.push({
                        path: p + '/CompanyName',
                        code: vCompanyName === null ? 'nullable' : 'type',
                        message: expected('a string', vCompanyName),
                    });
                }
                else if (codePointLength(vCompanyName) > 100)
                    r.errors.push({
                        path: p + '/CompanyName',
                        code: 'maxLength',
                        message: expected('at most 100 characters', vCompanyName),
                    });
            }
            const vPrintOnCheckName = o.PrintOnCheckName;
            if (vPrintOnCheckName !== undefined) {
                if (typeof vPrintOnCheckName !== 'string') {
                    r.errors.push({
                        path: p + '/PrintOnCheckName',
                        code: vPrintOnCheckName === null ? 'nullable' : 'type',
                        message: expected('a string', vPrintOnCheckName),
                    });
                }
                else if (codePointLength(vPrintOnCheckName) > 110)
                    r.errors.push({
                        path: p + '/PrintOnCheckName',
                        code: 'maxLength',
                        message: expected('at most 110 characters', vPrintOnCheckName),
                    });
            }
            const vFullyQualifiedName = o.FullyQualifiedName;
            if (vFullyQualifiedName !== undefined) {
                if (typeof vFullyQualifiedName !== 'string') {
                    r.errors.push({
                        path: p + '/FullyQualifiedName',
                        code: vFullyQualifiedName === null ? 'nullable' : 'type',
                        message: expected('a string', vFullyQualifiedName),
                    });
                }
            }
            const vActive = o.Active;
            if (vActive !== undefined) {
                if (typeof vActive !== 'boolean') {
                    r.errors.push({
                        path: p + '/Active',
                        code: vActive === null ? 'nullable' : 'type',
                        message: expected('true or false', vActive),
                    });
                }
            }
            const vPrimaryEmailAddr = o.PrimaryEmailAddr;
            if (vPrimaryEmailAddr !== undefined) {
                checkEmailAddress(vPrimaryEmailAddr, p + '/PrimaryEmailAddr', d + 1, r);
            }
            const vPrimaryPhone = o.PrimaryPhone;
            if (vPrimaryPhone !== undefined) {
                checkTelephoneNumber(vPrimaryPhone, p + '/PrimaryPhone', d + 1, r);
            }
            const vAlternatePhone = o.AlternatePhone;
            if (vAlternatePhone !== undefined) {
                checkTelephoneNumber(vAlternatePhone, p + '/AlternatePhone', d + 1, r);
            }
            const vMobile = o.Mobile;
            if (vMobile !== undefined) {
                checkTelephoneNumber(vMobile, p + '/Mobile', d + 1, r);
            }
            const vFax = o.Fax;
            if (vFax !== undefined) {
                checkTelephoneNumber(vFax, p + '/Fax', d + 1, r);
            }
            const vWebAddr = o.WebAddr;
            if (vWebAddr !== undefined) {
                checkWebSiteAddress(vWebAddr, p + '/WebAddr', d + 1, r);
            }
            const vBillAddr = o.BillAddr;
            if (vBillAddr !== undefined) {
                checkPhysicalAddress(vBillAddr, p + '/BillAddr', d + 1, r);
            }
            const vShipAddr = o.ShipAddr;
            if (vShipAddr !== undefined) {
                checkPhysicalAddress(vShipAddr, p + '/ShipAddr', d + 1, r);
            }
            const vNotes = o.Notes;
            if (vNotes !== undefined) {
                if (typeof vNotes !== 'string') {
                    r.errors.push({
                        path: p + '/Notes',
                        code: vNotes === null ? 'nullable' : 'type',
                        message: expected('a string', vNotes),
                    });
                }
                else if (codePointLength(vNotes) > 2000)
                    r.errors.push({
                        path: p + '/Notes',
                        code: 'maxLength',
                        message: expected('at most 2000 characters', vNotes),
                    });
            }
            const vCurrencyRef = o.CurrencyRef;
            if (vCurrencyRef !== undefined) {
                checkReferenceType(vCurrencyRef, p + '/CurrencyRef', d + 1, r);
            }
            const vAcctNum = o.AcctNum;
            if (vAcctNum !== undefined) {
                if (typeof vAcctNum !== 'string') {
                    r.errors.push({
                        path: p + '/AcctNum',
                        code: vAcctNum === null ? 'nullable' : 'type',
                        message: expected('a string', vAcctNum),
                    });
                }
                else if (codePointLength(vAcctNum) > 100)
                    r.errors.push({
                        path: p + '/AcctNum',
                        code: 'maxLength',
                        message: expected('at most 100 characters', vAcctNum),
                    });
            }
            const vDefaultTaxCodeRef = o.DefaultTaxCodeRef;
            if (vDefaultTaxCodeRef !== undefined) {
                checkReferenceType(vDefaultTaxCodeRef, p + '/DefaultTaxCodeRef', d + 1, r);
            }
            const vOpenBalanceDate = o.OpenBalanceDate;
            if (vOpenBalanceDate !== undefined) {
                checkCalendarDate(vOpenBalanceDate, p + '/OpenBalanceDate', d + 1, r);
            }
            const vBalance = o.Balance;
            if (vBalance !== undefined) {
                checkMoney(vBalance, p + '/Balance', d + 1, r);
            }
            const vTaxIdentifier = o.TaxIdentifier;
            if (vTaxIdentifier !== undefined) {
                if (typeof vTaxIdentifier !== 'string') {
                    r.errors.push({
                        path: p + '/TaxIdentifier',
                        code: vTaxIdentifier === null ? 'nullable' : 'type',
                        message: expected('a string', vTaxIdentifier),
                    });
                }
                else if (codePointLength(vTaxIdentifier) > 20)
                    r.errors.push({
                        path: p + '/TaxIdentifier',
                        code: 'maxLength',
                        message: expected('at most 20 characters', vTaxIdentifier),
                    });
            }
            const vTermRef = o.TermRef;
            if (vTermRef !== undefined) {
                checkReferenceType(vTermRef, p + '/TermRef', d + 1, r);
            }
            const vAPAccountRef = o.APAccountRef;
            if (vAPAccountRef !== undefined) {
                checkReferenceType(vAPAccountRef, p + '/APAccountRef', d + 1, r);
            }
            const vVendor1099 = o.Vendor1099;
            if (vVendor1099 !== undefined) {
                if (typeof vVendor1099 !== 'boolean') {
                    r.errors.push({
                        path: p + '/Vendor1099',
                        code: vVendor1099 === null ? 'nullable' : 'type',
                        message: expected('true or false', vVendor1099),
                    });
                }
            }
            const vBillRate = o.BillRate;
            if (vBillRate !== undefined) {
                checkMoney(vBillRate, p + '/BillRate', d + 1, r);
            }
            const vCostRate = o.CostRate;
            if (vCostRate !== undefined) {
                checkMoney(vCostRate, p + '/CostRate', d + 1, r);
            }
        }
    }
}
/** Fast pass: is `v` a valid VendorWrite (request shape)? */
function validVendorWrite(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    if (o.Id !== undefined)
        droppedSeen = true;
    if (o.SyncToken !== undefined)
        droppedSeen = true;
    if (o.MetaData !== undefined)
        droppedSeen = true;
    if (o.domain !== undefined)
        droppedSeen = true;
    if (o.status !== undefined)
        droppedSeen = true;
    const vSparse = o.sparse;
    if (vSparse !== undefined) {
        if (typeof vSparse !== 'boolean')
            return false;
    }
    const vDisplayName = o.DisplayName;
    if (vDisplayName !== undefined) {
        if (typeof vDisplayName !== 'string')
            return false;
        if (vDisplayName.length > 500 && codePointLength(vDisplayName) > 500)
            return false;
    }
    const vTitle = o.Title;
    if (vTitle !== undefined) {
        if (typeof vTitle !== 'string')
            return false;
        if (vTitle.length > 16 && codePointLength(vTitle) > 16)
            return false;
    }
    const vGivenName = o.GivenName;
    if (vGivenName !== undefined) {
        if (typeof vGivenName !== 'string')
            return false;
        if (vGivenName.length > 100 && codePointLength(vGivenName) > 100)
            return false;
    }
    const vMiddleName = o.MiddleName;
    if (vMiddleName !== undefined) {
        if (typeof vMiddleName !== 'string')
            return false;
        if (vMiddleName.length > 100 && codePointLength(vMiddleName) > 100)
            return false;
    }
    const vFamilyName = o.FamilyName;
    if (vFamilyName !== undefined) {
        if (typeof vFamilyName !== 'string')
            return false;
        if (vFamilyName.length > 100 && codePointLength(vFamilyName) > 100)
            return false;
    }
    const vSuffix = o.Suffix;
    if (vSuffix !== undefined) {
        if (typeof vSuffix !== 'string')
            return false;
        if (vSuffix.length > 16 && codePointLength(vSuffix) > 16)
            return false;
    }
    const vCompanyName = o.CompanyName;
    if (vCompanyName !== undefined) {
        if (typeof vCompanyName !== 'string')
            return false;
        if (vCompanyName.length > 100 && codePointLength(vCompanyName) > 100)
            return false;
    }
    const vPrintOnCheckName = o.PrintOnCheckName;
    if (vPrintOnCheckName !== undefined) {
        if (typeof vPrintOnCheckName !== 'string')
            return false;
        if (vPrintOnCheckName.length > 110 && codePointLength(vPrintOnCheckName) > 110)
            return false;
    }
    if (o.FullyQualifiedName !== undefined)
        droppedSeen = true;
    const vActive = o.Active;
    if (vActive !== undefined) {
        if (typeof vActive !== 'boolean')
            return false;
    }
    const vPrimaryEmailAddr = o.PrimaryEmailAddr;
    if (vPrimaryEmailAddr !== undefined) {
        if (!validEmailAddress(vPrimaryEmailAddr, d + 1))
            return false;
    }
    const vPrimaryPhone = o.PrimaryPhone;
    if (vPrimaryPhone !== undefined) {
        if (!validTelephoneNumber(vPrimaryPhone, d + 1))
            return false;
    }
    const vAlternatePhone = o.AlternatePhone;
    if (vAlternatePhone !== undefined) {
        if (!validTelephoneNumber(vAlternatePhone, d + 1))
            return false;
    }
    const vMobile = o.Mobile;
    if (vMobile !== undefined) {
        if (!validTelephoneNumber(vMobile, d + 1))
            return false;
    }
    const vFax = o.Fax;
    if (vFax !== undefined) {
        if (!validTelephoneNumber(vFax, d + 1))
            return false;
    }
    const vWebAddr = o.WebAddr;
    if (vWebAddr !== undefined) {
        if (!validWebSiteAddress(vWebAddr, d + 1))
            return false;
    }
    const vBillAddr = o.BillAddr;
    if (vBillAddr !== undefined) {
        if (!validPhysicalAddressWrite(vBillAddr, d + 1))
            return false;
    }
    const vShipAddr = o.ShipAddr;
    if (vShipAddr !== undefined) {
        if (!validPhysicalAddressWrite(vShipAddr, d + 1))
            return false;
    }
    const vNotes = o.Notes;
    if (vNotes !== undefined) {
        if (typeof vNotes !== 'string')
            return false;
        if (vNotes.length > 2000 && codePointLength(vNotes) > 2000)
            return false;
    }
    const vCurrencyRef = o.CurrencyRef;
    if (vCurrencyRef !== undefined) {
        if (!validReferenceType(vCurrencyRef, d + 1))
            return false;
    }
    const vAcctNum = o.AcctNum;
    if (vAcctNum !== undefined) {
        if (typeof vAcctNum !== 'string')
            return false;
        if (vAcctNum.length > 100 && codePointLength(vAcctNum) > 100)
            return false;
    }
    const vDefaultTaxCodeRef = o.DefaultTaxCodeRef;
    if (vDefaultTaxCodeRef !== undefined) {
        if (!validReferenceType(vDefaultTaxCodeRef, d + 1))
            return false;
    }
    const vOpenBalanceDate = o.OpenBalanceDate;
    if (vOpenBalanceDate !== undefined) {
        if (!validCalendarDate(vOpenBalanceDate, d + 1))
            return false;
    }
    if (o.Balance !== undefined)
        droppedSeen = true;
    const vTaxIdentifier = o.TaxIdentifier;
    if (vTaxIdentifier !== undefined) {
        if (typeof vTaxIdentifier !== 'string')
            return false;
        if (vTaxIdentifier.length > 20 && codePointLength(vTaxIdentifier) > 20)
            return false;
    }
    const vTermRef = o.TermRef;
    if (vTermRef !== undefined) {
        if (!validReferenceType(vTermRef, d + 1))
            return false;
    }
    const vAPAccountRef = o.APAccountRef;
    if (vAPAccountRef !== undefined) {
        if (!validReferenceType(vAPAccountRef, d + 1))
            return false;
    }
    const vVendor1099 = o.Vendor1099;
    if (vVendor1099 !== undefined) {
        if (typeof vVendor1099 !== 'boolean')
            return false;
    }
    const vBillRate = o.BillRate;
    if (vBillRate !== undefined) {
        if (!validMoney(vBillRate, d + 1))
            return false;
    }
    const vCostRate = o.CostRate;
    if (vCostRate !== undefined) {
        if (!validMoney(vCostRate, d + 1))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid VendorWrite (request shape), at pointer `p`. */
function checkVendorWrite(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            if (o.Id !== undefined)
                r.dropped.push(p + '/Id');
            if (o.SyncToken !== undefined)
                r.dropped.push(p + '/SyncToken');
            if (o.MetaData !== undefined)
                r.dropped.push(p + '/MetaData');
            if (o.domain !== undefined)
                r.dropped.push(p + '/domain');
            if (o.status !== undefined)
                r.dropped.push(p + '/status');
            const vSparse = o.sparse;
            if (vSparse !== undefined) {
                if (typeof vSparse !== 'boolean') {
                    r.errors.push({
                        path: p + '/sparse',
                        code: vSparse === null ? 'nullable' : 'type',
                        message: expected('true or false', vSparse),
                    });
                }
            }
            const vDisplayName = o.DisplayName;
            if (vDisplayName !== undefined) {
                if (typeof vDisplayName !== 'string') {
                    r.errors.push({
                        path: p + '/DisplayName',
                        code: vDisplayName === null ? 'nullable' : 'type',
                        message: expected('a string', vDisplayName),
                    });
                }
                else if (codePointLength(vDisplayName) > 500)
                    r.errors.push({
                        path: p + '/DisplayName',
                        code: 'maxLength',
                        message: expected('at most 500 characters', vDisplayName),
                    });
            }
            const vTitle = o.Title;
            if (vTitle !== undefined) {
                if (typeof vTitle !== 'string') {
                    r.errors.push({
                        path: p + '/Title',
                        code: vTitle === null ? 'nullable' : 'type',
                        message: expected('a string', vTitle),
                    });
                }
                else if (codePointLength(vTitle) > 16)
                    r.errors.push({
                        path: p + '/Title',
                        code: 'maxLength',
                        message: expected('at most 16 characters', vTitle),
                    });
            }
            const vGivenName = o.GivenName;
            if (vGivenName !== undefined) {
                if (typeof vGivenName !== 'string') {
                    r.errors.push({
                        path: p + '/GivenName',
                        code: vGivenName === null ? 'nullable' : 'type',
                        message: expected('a string', vGivenName),
                    });
                }
                else if (codePointLength(vGivenName) > 100)
                    r.errors.push({
                        path: p + '/GivenName',
                        code: 'maxLength',
                        message: expected('at most 100 characters', vGivenName),
                    });
            }
            const vMiddleName = o.MiddleName;
            if (vMiddleName !== undefined) {
                if (typeof vMiddleName !== 'string') {
                    r.errors.push({
                        path: p + '/MiddleName',
                        code: vMiddleName === null ? 'nullable' : 'type',
                        message: expected('a string', vMiddleName),
                    });
                }
                else if (codePointLength(vMiddleName) > 100)
                    r.errors.push({
                        path: p + '/MiddleName',
                        code: 'maxLength',
                        message: expected('at most 100 characters', vMiddleName),
                    });
            }
            const vFamilyName = o.FamilyName;
            if (vFamilyName !== undefined) {
                if (typeof vFamilyName !== 'string') {
                    r.errors.push({
                        path: p + '/FamilyName',
                        code: vFamilyName === null ? 'nullable' : 'type',
                        message: expected('a string', vFamilyName),
                    });
                }
                else if (codePointLength(vFamilyName) > 100)
                    r.errors.push({
                        path: p + '/FamilyName',
                        code: 'maxLength',
                        message: expected('at most 100 characters', vFamilyName),
                    });
            }
            const vSuffix = o.Suffix;
            if (vSuffix !== undefined) {
                if (typeof vSuffix !== 'string') {
                    r.errors.push({
                        path: p + '/Suffix',
                        code: vSuffix === null ? 'nullable' : 'type',
                        message: expected('a string', vSuffix),
                    });
                }
                else if (codePointLength(vSuffix) > 16)
                    r.errors.push({
                        path: p + '/Suffix',
                        code: 'maxLength',
                        message: expected('at most 16 characters', vSuffix),
                    });
            }
            const vCompanyName = o.CompanyName;
            if (vCompanyName !== undefined) {
                if (typeof vCompanyName !== 'string') {
                    r.errors.push({
                        path: p + '/CompanyName',
                        code: vCompanyName === null ? 'nullable' : 'type',
                        message: expected('a string', vCompanyName),
                    });
                }
                else if (codePointLength(vCompanyName) > 100)
                    r.errors.push({
                        path: p + '/CompanyName',
                        code: 'maxLength',
                        message: expected('at most 100 characters', vCompanyName),
                    });
            }
            const vPrintOnCheckName = o.PrintOnCheckName;
            if (vPrintOnCheckName !== undefined) {
                if (typeof vPrintOnCheckName !== 'string') {
                    r.errors.push({
                        path: p + '/PrintOnCheckName',
                        code: vPrintOnCheckName === null ? 'nullable' : 'type',
                        message: expected('a string', vPrintOnCheckName),
                    });
                }
                else if (codePointLength(vPrintOnCheckName) > 110)
                    r.errors.push({
                        path: p + '/PrintOnCheckName',
                        code: 'maxLength',
                        message: expected('at most 110 characters', vPrintOnCheckName),
                    });
            }
            if (o.FullyQualifiedName !== undefined)
                r.dropped.push(p + '/FullyQualifiedName');
            const vActive = o.Active;
            if (vActive !== undefined) {
                if (typeof vActive !== 'boolean') {
                    r.errors.push({
                        path: p + '/Active',
                        code: vActive === null ? 'nullable' : 'type',
                        message: expected('true or false', vActive),
                    });
                }
            }
            const vPrimaryEmailAddr = o.PrimaryEmailAddr;
            if (vPrimaryEmailAddr !== undefined) {
                checkEmailAddress(vPrimaryEmailAddr, p + '/PrimaryEmailAddr', d + 1, r);
            }
            const vPrimaryPhone = o.PrimaryPhone;
            if (vPrimaryPhone !== undefined) {
                checkTelephoneNumber(vPrimaryPhone, p + '/PrimaryPhone', d + 1, r);
            }
            const vAlternatePhone = o.AlternatePhone;
            if (vAlternatePhone !== undefined) {
                checkTelephoneNumber(vAlternatePhone, p + '/AlternatePhone', d + 1, r);
            }
            const vMobile = o.Mobile;
            if (vMobile !== undefined) {
                checkTelephoneNumber(vMobile, p + '/Mobile', d + 1, r);
            }
            const vFax = o.Fax;
            if (vFax !== undefined) {
                checkTelephoneNumber(vFax, p + '/Fax', d + 1, r);
            }
            const vWebAddr = o.WebAddr;
            if (vWebAddr !== undefined) {
                checkWebSiteAddress(vWebAddr, p + '/WebAddr', d + 1, r);
            }
            const vBillAddr = o.BillAddr;
            if (vBillAddr !== undefined) {
                checkPhysicalAddressWrite(vBillAddr, p + '/BillAddr', d + 1, r);
            }
            const vShipAddr = o.ShipAddr;
            if (vShipAddr !== undefined) {
                checkPhysicalAddressWrite(vShipAddr, p + '/ShipAddr', d + 1, r);
            }
            const vNotes = o.Notes;
            if (vNotes !== undefined) {
                if (typeof vNotes !== 'string') {
                    r.errors.push({
                        path: p + '/Notes',
                        code: vNotes === null ? 'nullable' : 'type',
                        message: expected('a string', vNotes),
                    });
                }
                else if (codePointLength(vNotes) > 2000)
                    r.errors.push({
                        path: p + '/Notes',
                        code: 'maxLength',
                        message: expected('at most 2000 characters', vNotes),
                    });
            }
            const vCurrencyRef = o.CurrencyRef;
            if (vCurrencyRef !== undefined) {
                checkReferenceType(vCurrencyRef, p + '/CurrencyRef', d + 1, r);
            }
            const vAcctNum = o.AcctNum;
            if (vAcctNum !== undefined) {
                if (typeof vAcctNum !== 'string') {
                    r.errors.push({
                        path: p + '/AcctNum',
                        code: vAcctNum === null ? 'nullable' : 'type',
                        message: expected('a string', vAcctNum),
                    });
                }
                else if (codePointLength(vAcctNum) > 100)
                    r.errors.push({
                        path: p + '/AcctNum',
                        code: 'maxLength',
                        message: expected('at most 100 characters', vAcctNum),
                    });
            }
            const vDefaultTaxCodeRef = o.DefaultTaxCodeRef;
            if (vDefaultTaxCodeRef !== undefined) {
                checkReferenceType(vDefaultTaxCodeRef, p + '/DefaultTaxCodeRef', d + 1, r);
            }
            const vOpenBalanceDate = o.OpenBalanceDate;
            if (vOpenBalanceDate !== undefined) {
                checkCalendarDate(vOpenBalanceDate, p + '/OpenBalanceDate', d + 1, r);
            }
            if (o.Balance !== undefined)
                r.dropped.push(p + '/Balance');
            const vTaxIdentifier = o.TaxIdentifier;
            if (vTaxIdentifier !== undefined) {
                if (typeof vTaxIdentifier !== 'string') {
                    r.errors.push({
                        path: p + '/TaxIdentifier',
                        code: vTaxIdentifier === null ? 'nullable' : 'type',
                        message: expected('a string', vTaxIdentifier),
                    });
                }
                else if (codePointLength(vTaxIdentifier) > 20)
                    r.errors.push({
                        path: p + '/TaxIdentifier',
                        code: 'maxLength',
                        message: expected('at most 20 characters', vTaxIdentifier),
                    });
            }
            const vTermRef = o.TermRef;
            if (vTermRef !== undefined) {
                checkReferenceType(vTermRef, p + '/TermRef', d + 1, r);
            }
            const vAPAccountRef = o.APAccountRef;
            if (vAPAccountRef !== undefined) {
                checkReferenceType(vAPAccountRef, p + '/APAccountRef', d + 1, r);
            }
            const vVendor1099 = o.Vendor1099;
            if (vVendor1099 !== undefined) {
                if (typeof vVendor1099 !== 'boolean') {
                    r.errors.push({
                        path: p + '/Vendor1099',
                        code: vVendor1099 === null ? 'nullable' : 'type',
                        message: expected('true or false', vVendor1099),
                    });
                }
            }
            const vBillRate = o.BillRate;
            if (vBillRate !== undefined) {
                checkMoney(vBillRate, p + '/BillRate', d + 1, r);
            }
            const vCostRate = o.CostRate;
            if (vCostRate !== undefined) {
                checkMoney(vCostRate, p + '/CostRate', d + 1, r);
            }
        }
    }
}
/** Fast pass: is `v` a valid VendorResponse? */
function validVendorResponse(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vVendor = o.Vendor;
    if (vVendor === undefined)
        return false;
    if (!validVendor(vVendor, d + 1))
        return false;
    const vTime = o.time;
    if (vTime !== undefined) {
        if (!validDateTime(vTime, d + 1))
            return false;
    }
    for (const key in o) {
        if (!(key === 'Vendor' || key === 'time'))
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid VendorResponse, at pointer `p`. */
function checkVendorResponse(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vVendor = o.Vendor;
            if (vVendor === undefined) {
                r.errors.push({ path: p + '/Vendor', code: 'required', message: missing('Vendor') });
            }
            else {
                checkVendor(vVendor, p + '/Vendor', d + 1, r);
            }
            const vTime = o.time;
            if (vTime !== undefined) {
                checkDateTime(vTime, p + '/time', d + 1, r);
            }
            for (const key in o) {
                if (!(key === 'Vendor' || key === 'time'))
                    r.errors.push({
                        path: p + '/' + escapePointer(key),
                        code: 'additionalProperties',
                        message: `unexpected property '${key}'`,
                    });
            }
        }
    }
}
/** Fast pass: is `v` a valid VendorUpdate? */
function validVendorUpdate(v, d) {
    if (!validVendor(v, d))
        return false;
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vId = o.Id;
    if (vId === undefined)
        return false;
    if (typeof vId !== 'string')
        return false;
    const vSyncToken = o.SyncToken;
    if (vSyncToken === undefined)
        return false;
    if (typeof vSyncToken !== 'string')
        return false;
    return true;
}
/** Collecting pass: every problem of `v` as a valid VendorUpdate, at pointer `p`. */
function checkVendorUpdate(v, p, d, r) {
    checkVendor(v, p, d, r);
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vId = o.Id;
            if (vId === undefined) {
                r.errors.push({ path: p + '/Id', code: 'required', message: missing('Id') });
            }
            else {
                if (typeof vId !== 'string') {
                    r.errors.push({
                        path: p + '/Id',
                        code: vId === null ? 'nullable' : 'type',
                        message: expected('a string', vId),
                    });
                }
            }
            const vSyncToken = o.SyncToken;
            if (vSyncToken === undefined) {
                r.errors.push({ path: p + '/SyncToken', code: 'required', message: missing('SyncToken') });
            }
            else {
                if (typeof vSyncToken !== 'string') {
                    r.errors.push({
                        path: p + '/SyncToken',
                        code: vSyncToken === null ? 'nullable' : 'type',
                        message: expected('a string', vSyncToken),
                    });
                }
            }
        }
    }
}
/** Fast pass: is `v` a valid VendorUpdateWrite (request shape)? */
function validVendorUpdateWrite(v, d) {
    if (!validVendorWrite(v, d))
        return false;
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vId = o.Id;
    if (vId === undefined)
        return false;
    if (typeof vId !== 'string')
        return false;
    const vSyncToken = o.SyncToken;
    if (vSyncToken === undefined)
        return false;
    if (typeof vSyncToken !== 'string')
        return false;
    return true;
}
/** Collecting pass: every problem of `v` as a valid VendorUpdateWrite (request shape), at pointer `p`. */
function checkVendorUpdateWrite(v, p, d, r) {
    checkVendorWrite(v, p, d, r);
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vId = o.Id;
            if (vId === undefined) {
                r.errors.push({ path: p + '/Id', code: 'required', message: missing('Id') });
            }
            else {
                if (typeof vId !== 'string') {
                    r.errors.push({
                        path: p + '/Id',
                        code: vId === null ? 'nullable' : 'type',
                        message: expected('a string', vId),
                    });
                }
            }
            const vSyncToken = o.SyncToken;
            if (vSyncToken === undefined) {
                r.errors.push({ path: p + '/SyncToken', code: 'required', message: missing('SyncToken') });
            }
            else {
                if (typeof vSyncToken !== 'string') {
                    r.errors.push({
                        path: p + '/SyncToken',
                        code: vSyncToken === null ? 'nullable' : 'type',
                        message: expected('a string', vSyncToken),
                    });
                }
            }
        }
    }
}
/** Fast pass: is `v` a valid WebSiteAddress? */
function validWebSiteAddress(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vURI = o.URI;
    if (vURI !== undefined) {
        if (typeof vURI !== 'string')
            return false;
        if (vURI.length > 1000 && codePointLength(vURI) > 1000)
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid WebSiteAddress, at pointer `p`. */
function checkWebSiteAddress(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vURI = o.URI;
            if (vURI !== undefined) {
                if (typeof vURI !== 'string') {
                    r.errors.push({
                        path: p + '/URI',
                        code: vURI === null ? 'nullable' : 'type',
                        message: expected('a string', vURI),
                    });
                }
                else if (codePointLength(vURI) > 1000)
                    r.errors.push({
                        path: p + '/URI',
                        code: 'maxLength',
                        message: expected('at most 1000 characters', vURI),
                    });
            }
        }
    }
}
/** Fast pass: is `v` a valid WebhookEntityChange? */
function validWebhookEntityChange(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vName = o.name;
    if (vName === undefined)
        return false;
    if (typeof vName !== 'string')
        return false;
    const vId = o.id;
    if (vId === undefined)
        return false;
    if (typeof vId !== 'string')
        return false;
    const vOperation = o.operation;
    if (vOperation === undefined)
        return false;
    if (typeof vOperation !== 'string')
        return false;
    if (!(vOperation === 'Create' ||
        vOperation === 'Update' ||
        vOperation === 'Delete' ||
        vOperation === 'Merge' ||
        vOperation === 'Void' ||
        vOperation === 'Emailed'))
        return false;
    const vLastUpdated = o.lastUpdated;
    if (vLastUpdated !== undefined) {
        if (!validDateTime(vLastUpdated, d + 1))
            return false;
    }
    const vDeletedId = o.deletedId;
    if (vDeletedId !== undefined) {
        if (typeof vDeletedId !== 'string')
            return false;
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid WebhookEntityChange, at pointer `p`. */
function checkWebhookEntityChange(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vName = o.name;
            if (vName === undefined) {
                r.errors.push({ path: p + '/name', code: 'required', message: missing('name') });
            }
            else {
                if (typeof vName !== 'string') {
                    r.errors.push({
                        path: p + '/name',
                        code: vName === null ? 'nullable' : 'type',
                        message: expected('a string', vName),
                    });
                }
            }
            const vId = o.id;
            if (vId === undefined) {
                r.errors.push({ path: p + '/id', code: 'required', message: missing('id') });
            }
            else {
                if (typeof vId !== 'string') {
                    r.errors.push({
                        path: p + '/id',
                        code: vId === null ? 'nullable' : 'type',
                        message: expected('a string', vId),
                    });
                }
            }
            const vOperation = o.operation;
            if (vOperation === undefined) {
                r.errors.push({ path: p + '/operation', code: 'required', message: missing('operation') });
            }
            else {
                if (typeof vOperation !== 'string') {
                    r.errors.push({
                        path: p + '/operation',
                        code: vOperation === null ? 'nullable' : 'type',
                        message: expected('a string', vOperation),
                    });
                }
                else if (!(vOperation === 'Create' ||
                    vOperation === 'Update' ||
                    vOperation === 'Delete' ||
                    vOperation === 'Merge' ||
                    vOperation === 'Void' ||
                    vOperation === 'Emailed'))
                    r.errors.push({
                        path: p + '/operation',
                        code: 'enum',
                        message: expectedOneOf(['Create', 'Update', 'Delete', 'Merge', 'Void', 'Emailed'], vOperation),
                    });
            }
            const vLastUpdated = o.lastUpdated;
            if (vLastUpdated !== undefined) {
                checkDateTime(vLastUpdated, p + '/lastUpdated', d + 1, r);
            }
            const vDeletedId = o.deletedId;
            if (vDeletedId !== undefined) {
                if (typeof vDeletedId !== 'string') {
                    r.errors.push({
                        path: p + '/deletedId',
                        code: vDeletedId === null ? 'nullable' : 'type',
                        message: expected('a string', vDeletedId),
                    });
                }
            }
        }
    }
}
/** Fast pass: is `v` a valid WebhookNotification? */
function validWebhookNotification(v, d) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    if (d >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    const o = v;
    const vEventNotifications = o.eventNotifications;
    if (vEventNotifications === undefined)
        return false;
    if (!Array.isArray(vEventNotifications))
        return false;
    if (d + 1 >= MAX_DEPTH) {
        tooDeep = true;
        return false;
    }
    for (let i = 0; i < vEventNotifications.length; i++) {
        const item = vEventNotifications[i];
        if (typeof item !== 'object' || item === null || Array.isArray(item))
            return false;
        if (d + 2 >= MAX_DEPTH) {
            tooDeep = true;
            return false;
        }
        const o2 = item;
        const vRealmId = o2.realmId;
        if (vRealmId === undefined)
            return false;
        if (typeof vRealmId !== 'string')
            return false;
        const vDataChangeEvent = o2.dataChangeEvent;
        if (vDataChangeEvent === undefined)
            return false;
        if (typeof vDataChangeEvent !== 'object' ||
            vDataChangeEvent === null ||
            Array.isArray(vDataChangeEvent))
            return false;
        if (d + 3 >= MAX_DEPTH) {
            tooDeep = true;
            return false;
        }
        const o3 = vDataChangeEvent;
        const vEntities = o3.entities;
        if (vEntities === undefined)
            return false;
        if (!Array.isArray(vEntities))
            return false;
        if (d + 4 >= MAX_DEPTH) {
            tooDeep = true;
            return false;
        }
        for (let i2 = 0; i2 < vEntities.length; i2++) {
            const item2 = vEntities[i2];
            if (!validWebhookEntityChange(item2, d + 5))
                return false;
        }
    }
    return true;
}
/** Collecting pass: every problem of `v` as a valid WebhookNotification, at pointer `p`. */
function checkWebhookNotification(v, p, d, r) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        r.errors.push({
            path: p,
            code: v === null ? 'nullable' : 'type',
            message: expected('an object', v),
        });
    }
    else {
        if (d >= MAX_DEPTH) {
            r.errors.push({
                path: p,
                code: 'depth',
                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
            });
        }
        else if (r.errors.length < ERROR_LIMIT) {
            const o = v;
            const vEventNotifications = o.eventNotifications;
            if (vEventNotifications === undefined) {
                r.errors.push({
                    path: p + '/eventNotifications',
                    code: 'required',
                    message: missing('eventNotifications'),
                });
            }
            else {
                if (!Array.isArray(vEventNotifications)) {
                    r.errors.push({
                        path: p + '/eventNotifications',
                        code: vEventNotifications === null ? 'nullable' : 'type',
                        message: expected('an array', vEventNotifications),
                    });
                }
                else {
                    if (d + 1 >= MAX_DEPTH) {
                        r.errors.push({
                            path: p + '/eventNotifications',
                            code: 'depth',
                            message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
                        });
                    }
                    else if (r.errors.length < ERROR_LIMIT) {
                        for (let i = 0; i < vEventNotifications.length; i++) {
                            const item = vEventNotifications[i];
                            if (typeof item !== 'object' || item === null || Array.isArray(item)) {
                                r.errors.push({
                                    path: p + '/eventNotifications' + '/' + i,
                                    code: item === null ? 'nullable' : 'type',
                                    message: expected('an object', item),
                                });
                            }
                            else {
                                if (d + 2 >= MAX_DEPTH) {
                                    r.errors.push({
                                        path: p + '/eventNotifications' + '/' + i,
                                        code: 'depth',
                                        message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
                                    });
                                }
                                else if (r.errors.length < ERROR_LIMIT) {
                                    const o2 = item;
                                    const vRealmId = o2.realmId;
                                    if (vRealmId === undefined) {
                                        r.errors.push({
                                            path: p + '/eventNotifications' + '/' + i + '/realmId',
                                            code: 'required',
                                            message: missing('realmId'),
                                        });
                                    }
                                    else {
                                        if (typeof vRealmId !== 'string') {
                                            r.errors.push({
                                                path: p + '/eventNotifications' + '/' + i + '/realmId',
                                                code: vRealmId === null ? 'nullable' : 'type',
                                                message: expected('a string', vRealmId),
                                            });
                                        }
                                    }
                                    const vDataChangeEvent = o2.dataChangeEvent;
                                    if (vDataChangeEvent === undefined) {
                                        r.errors.push({
                                            path: p + '/eventNotifications' + '/' + i + '/dataChangeEvent',
                                            code: 'required',
                                            message: missing('dataChangeEvent'),
                                        });
                                    }
                                    else {
                                        if (typeof vDataChangeEvent !== 'object' ||
                                            vDataChangeEvent === null ||
                                            Array.isArray(vDataChangeEvent)) {
                                            r.errors.push({
                                                path: p + '/eventNotifications' + '/' + i + '/dataChangeEvent',
                                                code: vDataChangeEvent === null ? 'nullable' : 'type',
                                                message: expected('an object', vDataChangeEvent),
                                            });
                                        }
                                        else {
                                            if (d + 3 >= MAX_DEPTH) {
                                                r.errors.push({
                                                    path: p + '/eventNotifications' + '/' + i + '/dataChangeEvent',
                                                    code: 'depth',
                                                    message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
                                                });
                                            }
                                            else if (r.errors.length < ERROR_LIMIT) {
                                                const o3 = vDataChangeEvent;
                                                const vEntities = o3.entities;
                                                if (vEntities === undefined) {
                                                    r.errors.push({
                                                        path: p +
                                                            '/eventNotifications' +
                                                            '/' +
                                                            i +
                                                            '/dataChangeEvent' +
                                                            '/entities',
                                                        code: 'required',
                                                        message: missing('entities'),
                                                    });
                                                }
                                                else {
                                                    if (!Array.isArray(vEntities)) {
                                                        r.errors.push({
                                                            path: p +
                                                                '/eventNotifications' +
                                                                '/' +
                                                                i +
                                                                '/dataChangeEvent' +
                                                                '/entities',
                                                            code: vEntities === null ? 'nullable' : 'type',
                                                            message: expected('an array', vEntities),
                                                        });
                                                    }
                                                    else {
                                                        if (d + 4 >= MAX_DEPTH) {
                                                            r.errors.push({
                                                                path: p +
                                                                    '/eventNotifications' +
                                                                    '/' +
                                                                    i +
                                                                    '/dataChangeEvent' +
                                                                    '/entities',
                                                                code: 'depth',
                                                                message: 'nested deeper than the limit of ' + MAX_DEPTH + ' levels',
                                                            });
                                                        }
                                                        else if (r.errors.length < ERROR_LIMIT) {
                                                            for (let i2 = 0; i2 < vEntities.length; i2++) {
                                                                const item2 = vEntities[i2];
                                                                checkWebhookEntityChange(item2, p +
                                                                    '/eventNotifications' +
                                                                    '/' +
                                                                    i +
                                                                    '/dataChangeEvent' +
                                                                    '/entities' +
                                                                    '/' +
                                                                    i2, d + 5, r);
                                                            }
                                                        }
                                                    }
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
/** Validates a value against a type: `{ ok: true, value }` or `{ ok: false, errors }` with every error. */
export const validate = {
    Account: (value) => {
        tooDeep = false;
        if (validAccount(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkAccount);
    },
    AccountWrite: (value) => {
        tooDeep = false;
        droppedSeen = false;
        if (validAccountWrite(value, 0) && !droppedSeen)
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkAccountWrite);
    },
    AccountBasedExpenseLine: (value) => {
        tooDeep = false;
        if (validAccountBasedExpenseLine(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkAccountBasedExpenseLine);
    },
    AccountBasedExpenseLineDetail: (value) => {
        tooDeep = false;
        if (validAccountBasedExpenseLineDetail(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkAccountBasedExpenseLineDetail);
    },
    AccountResponse: (value) => {
        tooDeep = false;
        if (validAccountResponse(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkAccountResponse);
    },
    AccountUpdate: (value) => {
        tooDeep = false;
        if (validAccountUpdate(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkAccountUpdate);
    },
    AccountUpdateWrite: (value) => {
        tooDeep = false;
        droppedSeen = false;
        if (validAccountUpdateWrite(value, 0) && !droppedSeen)
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkAccountUpdateWrite);
    },
    BatchItemRequest: (value) => {
        tooDeep = false;
        if (validBatchItemRequest(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkBatchItemRequest);
    },
    BatchItemResponse: (value) => {
        tooDeep = false;
        if (validBatchItemResponse(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkBatchItemResponse);
    },
    BatchRequest: (value) => {
        tooDeep = false;
        if (validBatchRequest(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkBatchRequest);
    },
    BatchResponse: (value) => {
        tooDeep = false;
        if (validBatchResponse(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkBatchResponse);
    },
    Bill: (value) => {
        tooDeep = false;
        if (validBill(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkBill);
    },
    BillWrite: (value) => {
        tooDeep = false;
        droppedSeen = false;
        if (validBillWrite(value, 0) && !droppedSeen)
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkBillWrite);
    },
    BillDeleteResponse: (value) => {
        tooDeep = false;
        if (validBillDeleteResponse(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkBillDeleteResponse);
    },
    BillResponse: (value) => {
        tooDeep = false;
        if (validBillResponse(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkBillResponse);
    },
    BillUpdate: (value) => {
        tooDeep = false;
        if (validBillUpdate(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkBillUpdate);
    },
    BillUpdateWrite: (value) => {
        tooDeep = false;
        droppedSeen = false;
        if (validBillUpdateWrite(value, 0) && !droppedSeen)
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkBillUpdateWrite);
    },
    BillableStatus: (value) => {
        tooDeep = false;
        if (validBillableStatus(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkBillableStatus);
    },
    CalendarDate: (value) => {
        tooDeep = false;
        if (validCalendarDate(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkCalendarDate);
    },
    CdcResponse: (value) => {
        tooDeep = false;
        if (validCdcResponse(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkCdcResponse);
    },
    CdcResult: (value) => {
        tooDeep = false;
        if (validCdcResult(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkCdcResult);
    },
    CloudEvent: (value) => {
        tooDeep = false;
        if (validCloudEvent(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkCloudEvent);
    },
    CustomField: (value) => {
        tooDeep = false;
        if (validCustomField(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkCustomField);
    },
    Customer: (value) => {
        tooDeep = false;
        if (validCustomer(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkCustomer);
    },
    CustomerWrite: (value) => {
        tooDeep = false;
        droppedSeen = false;
        if (validCustomerWrite(value, 0) && !droppedSeen)
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkCustomerWrite);
    },
    CustomerResponse: (value) => {
        tooDeep = false;
        if (validCustomerResponse(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkCustomerResponse);
    },
    CustomerUpdate: (value) => {
        tooDeep = false;
        if (validCustomerUpdate(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkCustomerUpdate);
    },
    CustomerUpdateWrite: (value) => {
        tooDeep = false;
        droppedSeen = false;
        if (validCustomerUpdateWrite(value, 0) && !droppedSeen)
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkCustomerUpdateWrite);
    },
    DateTime: (value) => {
        tooDeep = false;
        if (validDateTime(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkDateTime);
    },
    DeletedEntity: (value) => {
        tooDeep = false;
        if (validDeletedEntity(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkDeletedEntity);
    },
    DescriptionLineDetail: (value) => {
        tooDeep = false;
        if (validDescriptionLineDetail(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkDescriptionLineDetail);
    },
    DescriptionOnlyLine: (value) => {
        tooDeep = false;
        if (validDescriptionOnlyLine(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkDescriptionOnlyLine);
    },
    DiscountLine: (value) => {
        tooDeep = false;
        if (validDiscountLine(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkDiscountLine);
    },
    DiscountLineDetail: (value) => {
        tooDeep = false;
        if (validDiscountLineDetail(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkDiscountLineDetail);
    },
    EmailAddress: (value) => {
        tooDeep = false;
        if (validEmailAddress(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkEmailAddress);
    },
    EmailStatus: (value) => {
        tooDeep = false;
        if (validEmailStatus(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkEmailStatus);
    },
    EntityDeleteRequest: (value) => {
        tooDeep = false;
        if (validEntityDeleteRequest(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkEntityDeleteRequest);
    },
    EntityVoidRequest: (value) => {
        tooDeep = false;
        if (validEntityVoidRequest(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkEntityVoidRequest);
    },
    Fault: (value) => {
        tooDeep = false;
        if (validFault(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkFault);
    },
    FaultError: (value) => {
        tooDeep = false;
        if (validFaultError(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkFaultError);
    },
    FaultInfo: (value) => {
        tooDeep = false;
        if (validFaultInfo(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkFaultInfo);
    },
    FaultType: (value) => {
        tooDeep = false;
        if (validFaultType(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkFaultType);
    },
    GatewayFault: (value) => {
        tooDeep = false;
        if (validGatewayFault(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkGatewayFault);
    },
    GlobalTaxCalculation: (value) => {
        tooDeep = false;
        if (validGlobalTaxCalculation(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkGlobalTaxCalculation);
    },
    GroupLine: (value) => {
        tooDeep = false;
        if (validGroupLine(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkGroupLine);
    },
    GroupLineDetail: (value) => {
        tooDeep = false;
        if (validGroupLineDetail(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkGroupLineDetail);
    },
    Invoice: (value) => {
        tooDeep = false;
        if (validInvoice(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkInvoice);
    },
    InvoiceWrite: (value) => {
        tooDeep = false;
        droppedSeen = false;
        if (validInvoiceWrite(value, 0) && !droppedSeen)
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkInvoiceWrite);
    },
    InvoiceDeleteResponse: (value) => {
        tooDeep = false;
        if (validInvoiceDeleteResponse(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkInvoiceDeleteResponse);
    },
    InvoiceResponse: (value) => {
        tooDeep = false;
        if (validInvoiceResponse(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkInvoiceResponse);
    },
    InvoiceUpdate: (value) => {
        tooDeep = false;
        if (validInvoiceUpdate(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkInvoiceUpdate);
    },
    InvoiceUpdateWrite: (value) => {
        tooDeep = false;
        droppedSeen = false;
        if (validInvoiceUpdateWrite(value, 0) && !droppedSeen)
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkInvoiceUpdateWrite);
    },
    Item: (value) => {
        tooDeep = false;
        if (validItem(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkItem);
    },
    ItemWrite: (value) => {
        tooDeep = false;
        droppedSeen = false;
        if (validItemWrite(value, 0) && !droppedSeen)
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkItemWrite);
    },
    ItemBasedExpenseLine: (value) => {
        tooDeep = false;
        if (validItemBasedExpenseLine(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkItemBasedExpenseLine);
    },
    ItemBasedExpenseLineDetail: (value) => {
        tooDeep = false;
        if (validItemBasedExpenseLineDetail(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkItemBasedExpenseLineDetail);
    },
    ItemResponse: (value) => {
        tooDeep = false;
        if (validItemResponse(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkItemResponse);
    },
    ItemUpdate: (value) => {
        tooDeep = false;
        if (validItemUpdate(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkItemUpdate);
    },
    ItemUpdateWrite: (value) => {
        tooDeep = false;
        droppedSeen = false;
        if (validItemUpdateWrite(value, 0) && !droppedSeen)
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkItemUpdateWrite);
    },
    JournalEntryLine: (value) => {
        tooDeep = false;
        if (validJournalEntryLine(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkJournalEntryLine);
    },
    JournalEntryLineDetail: (value) => {
        tooDeep = false;
        if (validJournalEntryLineDetail(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkJournalEntryLineDetail);
    },
    Line: (value) => {
        tooDeep = false;
        if (validLine(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkLine);
    },
    LinkedTxn: (value) => {
        tooDeep = false;
        if (validLinkedTxn(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkLinkedTxn);
    },
    MemoRef: (value) => {
        tooDeep = false;
        if (validMemoRef(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkMemoRef);
    },
    MetaData: (value) => {
        tooDeep = false;
        if (validMetaData(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkMetaData);
    },
    Money: (value) => {
        tooDeep = false;
        if (validMoney(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkMoney);
    },
    Payment: (value) => {
        tooDeep = false;
        if (validPayment(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkPayment);
    },
    PaymentWrite: (value) => {
        tooDeep = false;
        droppedSeen = false;
        if (validPaymentWrite(value, 0) && !droppedSeen)
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkPaymentWrite);
    },
    PaymentDeleteResponse: (value) => {
        tooDeep = false;
        if (validPaymentDeleteResponse(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkPaymentDeleteResponse);
    },
    PaymentLine: (value) => {
        tooDeep = false;
        if (validPaymentLine(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkPaymentLine);
    },
    PaymentResponse: (value) => {
        tooDeep = false;
        if (validPaymentResponse(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkPaymentResponse);
    },
    PaymentUpdate: (value) => {
        tooDeep = false;
        if (validPaymentUpdate(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkPaymentUpdate);
    },
    PaymentUpdateWrite: (value) => {
        tooDeep = false;
        droppedSeen = false;
        if (validPaymentUpdateWrite(value, 0) && !droppedSeen)
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkPaymentUpdateWrite);
    },
    PhysicalAddress: (value) => {
        tooDeep = false;
        if (validPhysicalAddress(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkPhysicalAddress);
    },
    PhysicalAddressWrite: (value) => {
        tooDeep = false;
        droppedSeen = false;
        if (validPhysicalAddressWrite(value, 0) && !droppedSeen)
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkPhysicalAddressWrite);
    },
    PrintStatus: (value) => {
        tooDeep = false;
        if (validPrintStatus(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkPrintStatus);
    },
    QueryResponse: (value) => {
        tooDeep = false;
        if (validQueryResponse(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkQueryResponse);
    },
    QueryResult: (value) => {
        tooDeep = false;
        if (validQueryResult(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkQueryResult);
    },
    ReferenceType: (value) => {
        tooDeep = false;
        if (validReferenceType(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkReferenceType);
    },
    SalesItemLine: (value) => {
        tooDeep = false;
        if (validSalesItemLine(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkSalesItemLine);
    },
    SalesItemLineDetail: (value) => {
        tooDeep = false;
        if (validSalesItemLineDetail(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkSalesItemLineDetail);
    },
    SubTotalLine: (value) => {
        tooDeep = false;
        if (validSubTotalLine(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkSubTotalLine);
    },
    SubTotalLineDetail: (value) => {
        tooDeep = false;
        if (validSubTotalLineDetail(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkSubTotalLineDetail);
    },
    TaxLine: (value) => {
        tooDeep = false;
        if (validTaxLine(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkTaxLine);
    },
    TaxLineDetail: (value) => {
        tooDeep = false;
        if (validTaxLineDetail(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkTaxLineDetail);
    },
    TelephoneNumber: (value) => {
        tooDeep = false;
        if (validTelephoneNumber(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkTelephoneNumber);
    },
    TxnTaxDetail: (value) => {
        tooDeep = false;
        if (validTxnTaxDetail(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkTxnTaxDetail);
    },
    Vendor: (value) => {
        tooDeep = false;
        if (validVendor(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkVendor);
    },
    VendorWrite: (value) => {
        tooDeep = false;
        droppedSeen = false;
        if (validVendorWrite(value, 0) && !droppedSeen)
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkVendorWrite);
    },
    VendorResponse: (value) => {
        tooDeep = false;
        if (validVendorResponse(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkVendorResponse);
    },
    VendorUpdate: (value) => {
        tooDeep = false;
        if (validVendorUpdate(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkVendorUpdate);
    },
    VendorUpdateWrite: (value) => {
        tooDeep = false;
        droppedSeen = false;
        if (validVendorUpdateWrite(value, 0) && !droppedSeen)
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkVendorUpdateWrite);
    },
    WebSiteAddress: (value) => {
        tooDeep = false;
        if (validWebSiteAddress(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkWebSiteAddress);
    },
    WebhookEntityChange: (value) => {
        tooDeep = false;
        if (validWebhookEntityChange(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkWebhookEntityChange);
    },
    WebhookNotification: (value) => {
        tooDeep = false;
        if (validWebhookNotification(value, 0))
            return { ok: true, value: value, dropped: [] };
        return collectResult(value, checkWebhookNotification);
    },
};
/** Type guards: `is.<Name>(value)` narrows `value` when it is valid. */
export const is = {
    Account: (value) => {
        tooDeep = false;
        return validAccount(value, 0);
    },
    AccountWrite: (value) => {
        tooDeep = false;
        return validAccountWrite(value, 0);
    },
    AccountBasedExpenseLine: (value) => {
        tooDeep = false;
        return validAccountBasedExpenseLine(value, 0);
    },
    AccountBasedExpenseLineDetail: (value) => {
        tooDeep = false;
        return validAccountBasedExpenseLineDetail(value, 0);
    },
    AccountResponse: (value) => {
        tooDeep = false;
        return validAccountResponse(value, 0);
    },
    AccountUpdate: (value) => {
        tooDeep = false;
        return validAccountUpdate(value, 0);
    },
    AccountUpdateWrite: (value) => {
        tooDeep = false;
        return validAccountUpdateWrite(value, 0);
    },
    BatchItemRequest: (value) => {
        tooDeep = false;
        return validBatchItemRequest(value, 0);
    },
    BatchItemResponse: (value) => {
        tooDeep = false;
        return validBatchItemResponse(value, 0);
    },
    BatchRequest: (value) => {
        tooDeep = false;
        return validBatchRequest(value, 0);
    },
    BatchResponse: (value) => {
        tooDeep = false;
        return validBatchResponse(value, 0);
    },
    Bill: (value) => {
        tooDeep = false;
        return validBill(value, 0);
    },
    BillWrite: (value) => {
        tooDeep = false;
        return validBillWrite(value, 0);
    },
    BillDeleteResponse: (value) => {
        tooDeep = false;
        return validBillDeleteResponse(value, 0);
    },
    BillResponse: (value) => {
        tooDeep = false;
        return validBillResponse(value, 0);
    },
    BillUpdate: (value) => {
        tooDeep = false;
        return validBillUpdate(value, 0);
    },
    BillUpdateWrite: (value) => {
        tooDeep = false;
        return validBillUpdateWrite(value, 0);
    },
    BillableStatus: (value) => {
        tooDeep = false;
        return validBillableStatus(value, 0);
    },
    CalendarDate: (value) => {
        tooDeep = false;
        return validCalendarDate(value, 0);
    },
    CdcResponse: (value) => {
        tooDeep = false;
        return validCdcResponse(value, 0);
    },
    CdcResult: (value) => {
        tooDeep = false;
        return validCdcResult(value, 0);
    },
    CloudEvent: (value) => {
        tooDeep = false;
        return validCloudEvent(value, 0);
    },
    CustomField: (value) => {
        tooDeep = false;
        return validCustomField(value, 0);
    },
    Customer: (value) => {
        tooDeep = false;
        return validCustomer(value, 0);
    },
    CustomerWrite: (value) => {
        tooDeep = false;
        return validCustomerWrite(value, 0);
    },
    CustomerResponse: (value) => {
        tooDeep = false;
        return validCustomerResponse(value, 0);
    },
    CustomerUpdate: (value) => {
        tooDeep = false;
        return validCustomerUpdate(value, 0);
    },
    CustomerUpdateWrite: (value) => {
        tooDeep = false;
        return validCustomerUpdateWrite(value, 0);
    },
    DateTime: (value) => {
        tooDeep = false;
        return validDateTime(value, 0);
    },
    DeletedEntity: (value) => {
        tooDeep = false;
        return validDeletedEntity(value, 0);
    },
    DescriptionLineDetail: (value) => {
        tooDeep = false;
        return validDescriptionLineDetail(value, 0);
    },
    DescriptionOnlyLine: (value) => {
        tooDeep = false;
        return validDescriptionOnlyLine(value, 0);
    },
    DiscountLine: (value) => {
        tooDeep = false;
        return validDiscountLine(value, 0);
    },
    DiscountLineDetail: (value) => {
        tooDeep = false;
        return validDiscountLineDetail(value, 0);
    },
    EmailAddress: (value) => {
        tooDeep = false;
        return validEmailAddress(value, 0);
    },
    EmailStatus: (value) => {
        tooDeep = false;
        return validEmailStatus(value, 0);
    },
    EntityDeleteRequest: (value) => {
        tooDeep = false;
        return validEntityDeleteRequest(value, 0);
    },
    EntityVoidRequest: (value) => {
        tooDeep = false;
        return validEntityVoidRequest(value, 0);
    },
    Fault: (value) => {
        tooDeep = false;
        return validFault(value, 0);
    },
    FaultError: (value) => {
        tooDeep = false;
        return validFaultError(value, 0);
    },
    FaultInfo: (value) => {
        tooDeep = false;
        return validFaultInfo(value, 0);
    },
    FaultType: (value) => {
        tooDeep = false;
        return validFaultType(value, 0);
    },
    GatewayFault: (value) => {
        tooDeep = false;
        return validGatewayFault(value, 0);
    },
    GlobalTaxCalculation: (value) => {
        tooDeep = false;
        return validGlobalTaxCalculation(value, 0);
    },
    GroupLine: (value) => {
        tooDeep = false;
        return validGroupLine(value, 0);
    },
    GroupLineDetail: (value) => {
        tooDeep = false;
        return validGroupLineDetail(value, 0);
    },
    Invoice: (value) => {
        tooDeep = false;
        return validInvoice(value, 0);
    },
    InvoiceWrite: (value) => {
        tooDeep = false;
        return validInvoiceWrite(value, 0);
    },
    InvoiceDeleteResponse: (value) => {
        tooDeep = false;
        return validInvoiceDeleteResponse(value, 0);
    },
    InvoiceResponse: (value) => {
        tooDeep = false;
        return validInvoiceResponse(value, 0);
    },
    InvoiceUpdate: (value) => {
        tooDeep = false;
        return validInvoiceUpdate(value, 0);
    },
    InvoiceUpdateWrite: (value) => {
        tooDeep = false;
        return validInvoiceUpdateWrite(value, 0);
    },
    Item: (value) => {
        tooDeep = false;
        return validItem(value, 0);
    },
    ItemWrite: (value) => {
        tooDeep = false;
        return validItemWrite(value, 0);
    },
    ItemBasedExpenseLine: (value) => {
        tooDeep = false;
        return validItemBasedExpenseLine(value, 0);
    },
    ItemBasedExpenseLineDetail: (value) => {
        tooDeep = false;
        return validItemBasedExpenseLineDetail(value, 0);
    },
    ItemResponse: (value) => {
        tooDeep = false;
        return validItemResponse(value, 0);
    },
    ItemUpdate: (value) => {
        tooDeep = false;
        return validItemUpdate(value, 0);
    },
    ItemUpdateWrite: (value) => {
        tooDeep = false;
        return validItemUpdateWrite(value, 0);
    },
    JournalEntryLine: (value) => {
        tooDeep = false;
        return validJournalEntryLine(value, 0);
    },
    JournalEntryLineDetail: (value) => {
        tooDeep = false;
        return validJournalEntryLineDetail(value, 0);
    },
    Line: (value) => {
        tooDeep = false;
        return validLine(value, 0);
    },
    LinkedTxn: (value) => {
        tooDeep = false;
        return validLinkedTxn(value, 0);
    },
    MemoRef: (value) => {
        tooDeep = false;
        return validMemoRef(value, 0);
    },
    MetaData: (value) => {
        tooDeep = false;
        return validMetaData(value, 0);
    },
    Money: (value) => {
        tooDeep = false;
        return validMoney(value, 0);
    },
    Payment: (value) => {
        tooDeep = false;
        return validPayment(value, 0);
    },
    PaymentWrite: (value) => {
        tooDeep = false;
        return validPaymentWrite(value, 0);
    },
    PaymentDeleteResponse: (value) => {
        tooDeep = false;
        return validPaymentDeleteResponse(value, 0);
    },
    PaymentLine: (value) => {
        tooDeep = false;
        return validPaymentLine(value, 0);
    },
    PaymentResponse: (value) => {
        tooDeep = false;
        return validPaymentResponse(value, 0);
    },
    PaymentUpdate: (value) => {
        tooDeep = false;
        return validPaymentUpdate(value, 0);
    },
    PaymentUpdateWrite: (value) => {
        tooDeep = false;
        return validPaymentUpdateWrite(value, 0);
    },
    PhysicalAddress: (value) => {
        tooDeep = false;
        return validPhysicalAddress(value, 0);
    },
    PhysicalAddressWrite: (value) => {
        tooDeep = false;
        return validPhysicalAddressWrite(value, 0);
    },
    PrintStatus: (value) => {
        tooDeep = false;
        return validPrintStatus(value, 0);
    },
    QueryResponse: (value) => {
        tooDeep = false;
        return validQueryResponse(value, 0);
    },
    QueryResult: (value) => {
        tooDeep = false;
        return validQueryResult(value, 0);
    },
    ReferenceType: (value) => {
        tooDeep = false;
        return validReferenceType(value, 0);
    },
    SalesItemLine: (value) => {
        tooDeep = false;
        return validSalesItemLine(value, 0);
    },
    SalesItemLineDetail: (value) => {
        tooDeep = false;
        return validSalesItemLineDetail(value, 0);
    },
    SubTotalLine: (value) => {
        tooDeep = false;
        return validSubTotalLine(value, 0);
    },
    SubTotalLineDetail: (value) => {
        tooDeep = false;
        return validSubTotalLineDetail(value, 0);
    },
    TaxLine: (value) => {
        tooDeep = false;
        return validTaxLine(value, 0);
    },
    TaxLineDetail: (value) => {
        tooDeep = false;
        return validTaxLineDetail(value, 0);
    },
    TelephoneNumber: (value) => {
        tooDeep = false;
        return validTelephoneNumber(value, 0);
    },
    TxnTaxDetail: (value) => {
        tooDeep = false;
        return validTxnTaxDetail(value, 0);
    },
    Vendor: (value) => {
        tooDeep = false;
        return validVendor(value, 0);
    },
    VendorWrite: (value) => {
        tooDeep = false;
        return validVendorWrite(value, 0);
    },
    VendorResponse: (value) => {
        tooDeep = false;
        return validVendorResponse(value, 0);
    },
    VendorUpdate: (value) => {
        tooDeep = false;
        return validVendorUpdate(value, 0);
    },
    VendorUpdateWrite: (value) => {
        tooDeep = false;
        return validVendorUpdateWrite(value, 0);
    },
    WebSiteAddress: (value) => {
        tooDeep = false;
        return validWebSiteAddress(value, 0);
    },
    WebhookEntityChange: (value) => {
        tooDeep = false;
        return validWebhookEntityChange(value, 0);
    },
    WebhookNotification: (value) => {
        tooDeep = false;
        return validWebhookNotification(value, 0);
    },
};
