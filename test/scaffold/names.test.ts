/**
 * The renaming of one entity name to another: each spelling keeps its style (a one-word old name's style told
 * by what surrounds it), prose gets its articles right and keeps specification words, path segments and file
 * names follow the style detected from the definition, and an article fits the word after it.
 */
import { describe, expect, it } from 'vitest';
import { fixTrailingArticle, indefiniteArticle } from '../../generator/scaffold/articles.ts';
import { Renamer, type Style } from '../../generator/scaffold/names.ts';
import { detectStyle } from '../../generator/scaffold/naming-style.ts';

describe('Renamer.renameName', () => {
  it.each([
    ['Item', 'TimeActivity', 'itemId', 'camel', 'timeActivityId'],
    ['Item', 'TimeActivity', 'item-name', 'camel', 'time-activity-name'],
    ['Item', 'TimeActivity', 'item_id', 'camel', 'time_activity_id'],
    ['Item', 'TimeActivity', 'item', 'lower', 'timeactivity'],
    ['Item', 'TimeActivity', 'item', 'kebab', 'time-activity'],
    ['Item', 'TimeActivity', 'items', 'kebab', 'time-activities'],
    ['Item', 'TimeActivity', 'createItem', 'lower', 'createTimeActivity'],
    ['Item', 'TimeActivity', 'ItemResponse', 'lower', 'TimeActivityResponse'],
    ['Card', 'Wallet', 'cards-from-token', 'lower', 'wallets-from-token'],
    ['BankAccount', 'Wallet', 'bank-accounts', 'lower', 'wallets'],
    ['BankAccount', 'Wallet', 'bankAccountId', 'lower', 'walletId'],
    ['getLastError', 'getStatus', 'getLastErrorSoapIn', 'camel', 'getStatusSoapIn'],
    ['Item', 'Widget', 'itemized', 'lower', 'itemized'],
  ] as const)('%s -> %s: %s (bare %s) -> %s', (from, to, text, bare, want) => {
    expect(new Renamer(from, to).renameName(text, bare as Style)).toBe(want);
  });
});

describe('Renamer.renameProse', () => {
  it.each([
    ['Item', 'TimeActivity', 'Create an item.', 'Create a time activity.', []],
    ['Item', 'TimeActivity', 'A item is a name-list entity', 'A time activity is a name-list entity', []],
    ['Item', 'Widget', 'Create an item.', 'Create a widget.', []],
    ['Invoice', 'Estimate', 'a invoice and an Invoice', 'an estimate and an Estimate', []],
    ['Card', 'Unit', 'Store a card.', 'Store a unit.', []],
    ['Item', 'TimeActivity', '`POST .../item` creates one', '`POST .../timeactivity` creates one', []],
    ['Item', 'TimeActivity', 'each key is one Path Item; `items` stays', 'each key is one Path Item; `items` stays', []],
    ['Item', 'TimeActivity', 'lines through `ItemRef`', 'lines through `ItemRef`', ['ItemRef']],
    ['Card', 'Wallet', 'inside `ChargeRequest.card`', 'inside `ChargeRequest.card`', ['card']],
    ['Card', 'TimeActivity', 'Card brand. Cards stored.', 'Time activity brand. Time activities stored.', []],
    ['Card', 'TimeActivity', 'the Card entity', 'the TimeActivity entity', []],
    ['BankAccount', 'Wallet', 'a bank account under `bank-accounts`', 'a wallet under `wallets`', []],
  ] as const)('%s -> %s: %s', (from, to, text, want, kept) => {
    const result = new Renamer(from, to).renameProse(text, new Set(), 'lower');
    expect(result.text).toBe(want);
    expect(result.kept).toEqual(kept);
  });

  it('renames a compound name only when it is known to denote the entity', () => {
    const renamer = new Renamer('Item', 'Widget');
    expect(renamer.renameProse('see `createItem` and `ItemRef`', new Set(['createItem']), 'lower')).toEqual({
      text: 'see `createWidget` and `ItemRef`',
      kept: ['ItemRef'],
    });
  });
});

describe('articles', () => {
  it.each([
    ['time activity', 'a'],
    ['invoice', 'an'],
    ['unit', 'a'],
    ['hour', 'an'],
    ['XML', 'an'],
    ['URL', 'a'],
    ['estimate', 'an'],
  ])('%s takes %s', (word, article) => expect(indefiniteArticle(word)).toBe(article));

  it('fixes the article before a renamed word, keeping its capital', () => {
    expect(fixTrailingArticle('Make an ', 'time activity')).toBe('Make a ');
    expect(fixTrailingArticle('An ', 'widget')).toBe('A ');
    expect(fixTrailingArticle('a ', 'estimate')).toBe('an ');
    expect(fixTrailingArticle('banana ', 'estimate')).toBe('banana ');
  });
});

describe('detectStyle', () => {
  it('reads the style of path segments off the entities, a tie going to lower case', () => {
    expect(detectStyle([{ entity: 'Invoice', texts: ['v3', 'company', 'invoice'] }, { entity: 'Item', texts: ['item'] }])).toBe('lower');
    expect(detectStyle([{ entity: 'Card', texts: ['cards'] }, { entity: 'BankAccount', texts: ['bank-accounts'] }])).toBe('kebab');
    expect(detectStyle([{ entity: 'PurchaseOrder', texts: ['purchaseorder'] }])).toBe('lower');
    expect(detectStyle([{ entity: 'PurchaseOrder', texts: ['purchaseOrders'] }])).toBe('camel');
    expect(detectStyle([{ entity: 'PurchaseOrder', texts: ['purchase_order'] }])).toBe('snake');
    expect(detectStyle([{ entity: 'Card', texts: ['cards-from-token'] }, { entity: 'BankAccount', texts: ['bank-account'] }])).toBe('kebab');
    expect(detectStyle([{ entity: 'Card', texts: ['payments'] }])).toBeUndefined();
  });
});
