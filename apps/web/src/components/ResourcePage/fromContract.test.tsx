import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { cents, MAX_CENTS } from '@canteen/contract';
import { renderWidget, spaced } from '@/components/testing';
import EditDialog from './EditDialog';
import { fieldsFrom, withBounds } from './fromContract';
import type { FieldDef, Row } from './types';

const texts = { 'test.name': '名称', 'test.count': '数量' };
const fields: FieldDef[] = [
  { key: 'name', label: 'test.name', type: 'text' },
  { key: 'count', label: 'test.count', type: 'number' },
];

/** Opens the add/edit dialog of `fields` bounded by `schema`, starting from `values`; resolves with what it saved. */
async function submit(schema: z.ZodType, values: Row) {
  const save = vi.fn(async () => {});
  renderWidget(
    <EditDialog mode="edit" initialValues={values} fields={withBounds(schema, fields)} options={new Map()} save={save} onClose={() => {}} />,
    texts,
  );
  const dialog = screen.getByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
  return { dialog, save };
}

describe('fields bounded by the contract', () => {
  it('a tighter bound in the schema is a tighter form, with no other edit', async () => {
    const loose = z.object({ name: z.string().min(1).max(12), count: z.int().max(10) });
    const first = await submit(loose, { name: '一二三四五六七八九十', count: 10 });
    await waitFor(() => expect(first.save).toHaveBeenCalledTimes(1));
    expect(within(first.dialog).getByLabelText('名称').getAttribute('maxlength')).toBe('12');
    first.dialog.remove();

    const tight = z.object({ name: z.string().min(1).max(8), count: z.int().max(9) });
    const second = await submit(tight, { name: '一二三四五六七八九十', count: 10 });
    expect(await within(second.dialog).findByText('最多 8 个字符')).toBeTruthy();
    expect(within(second.dialog).getByText('不能大于 9')).toBeTruthy();
    expect(within(second.dialog).getByLabelText('名称').getAttribute('maxlength')).toBe('8');
    expect(second.save).not.toHaveBeenCalled();
  });

  it('a field the schema requires is required in the form; one with a default is not', async () => {
    const { dialog, save } = await submit(z.object({ name: z.string().min(1).max(8), count: z.int().default(0) }), {});
    expect(await within(dialog).findByText('名称不能为空')).toBeTruthy();
    expect(within(dialog).queryByText('数量不能为空')).toBeNull();
    expect(save).not.toHaveBeenCalled();
  });

  it('reads an endpoint of the catalogue; money bounds are in yuan; a value in the field wins', () => {
    const [code, desc] = fieldsFrom('admin.roleAdd', [
      { key: 'roleName', label: 'x', type: 'text' },
      { key: 'roleDesc', label: 'x', type: 'textarea', maxLength: 100 },
    ]);
    expect(code).toMatchObject({ required: true, maxLength: 50 });
    expect(desc.required).toBeUndefined(); // '' is a description too
    expect(desc.maxLength).toBe(100);
    const [amount] = withBounds(z.object({ amount: cents }), [{ key: 'amount', label: 'x', type: 'money' }]);
    expect(amount).toMatchObject({ required: true, min: 0.01, max: MAX_CENTS / 100 });
  });
});
