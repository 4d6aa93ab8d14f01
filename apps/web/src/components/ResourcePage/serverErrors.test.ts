import { describe, expect, it } from 'vitest';
import { matchFieldErrors, validationFields } from './serverErrors';

describe('server validation errors', () => {
  it('reads the fields of a 40000 reply only', () => {
    const fields = [{ field: 'roleCode', message: 'taken' }];
    expect(validationFields({ code: 40000, msg: 'x', data: { fields } })).toEqual(fields);
    expect(validationFields({ code: 42200, msg: 'x', data: { fields } })).toEqual([]);
    expect(validationFields(new Error('network'))).toEqual([]);
  });

  it('matches errors to form fields, nested paths to their top field, and keeps the rest', () => {
    const { byField, unmatched } = matchFieldErrors(
      [
        { field: 'roleCode', message: 'taken' },
        { field: 'menuIds.0', message: 'unknown menu' },
        { field: 'merchantId', message: 'missing' },
      ],
      ['roleCode', 'menuIds'],
    );
    expect([...byField]).toEqual([
      ['roleCode', ['taken']],
      ['menuIds', ['unknown menu']],
    ]);
    expect(unmatched).toEqual([{ field: 'merchantId', message: 'missing' }]);
  });
});
