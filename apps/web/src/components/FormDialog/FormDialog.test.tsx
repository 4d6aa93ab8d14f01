import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Input } from 'antd';
import { ApiError } from '@/api';
import { dialogWith, renderWidget, spaced } from '@/components/testing';
import FormDialog from '.';

interface Values {
  name: string;
}

function open(onSubmit: (v: Values) => Promise<unknown>, onClose = vi.fn()) {
  renderWidget(
    <FormDialog<Values> title="改名" name="rename" initialValues={{ name: '旧' }} onSubmit={onSubmit} onClose={onClose}>
      <Form.Item name="name" label="名称" rules={[{ required: true, message: '请输入名称' }]}>
        <Input />
      </Form.Item>
    </FormDialog>,
  );
  return { dialog: dialogWith('改名'), onClose };
}

const ok = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));

describe('FormDialog', () => {
  it('is named by its title and sends the validated values once, then closes', async () => {
    let answer!: () => void;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    const { dialog, onClose } = open(onSubmit);
    expect(screen.getByRole('dialog', { name: '改名' })).toBe(dialog);
    await userEvent.clear(within(dialog).getByLabelText('名称'));
    await userEvent.type(within(dialog).getByLabelText('名称'), '新');
    await ok(dialog);
    await userEvent.type(within(dialog).getByLabelText('名称'), '{Enter}'); // still saving: nothing more is sent
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({ name: '新' });
    expect(onClose).not.toHaveBeenCalled();
    answer();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('sends nothing while a field is invalid', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const { dialog } = open(onSubmit);
    await userEvent.clear(within(dialog).getByLabelText('名称'));
    await ok(dialog);
    expect(await within(dialog).findByText('请输入名称')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('stays open on a refusal and shows a 40000 reply under its field and the rest as messages', async () => {
    const refusal = new ApiError(40000, '参数校验失败', {
      fields: [
        { field: 'name', message: '名称已存在' },
        { field: 'merchantId', message: '商户不存在' },
      ],
    });
    const { dialog, onClose } = open(() => Promise.reject(refusal));
    await ok(dialog);
    expect(await within(dialog).findByText('名称已存在')).toBeTruthy();
    expect(await screen.findByText('merchantId: 商户不存在')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('stays open without a message when the submission answers false', async () => {
    const { dialog, onClose } = open(() => Promise.resolve(false));
    await ok(dialog);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: spaced('确定') }).className).not.toContain('loading'));
    expect(onClose).not.toHaveBeenCalled();
  });
});
