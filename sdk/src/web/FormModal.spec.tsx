import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { ConfigProvider, Form, Input } from 'antd';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { FormModal } from './FormModal.js';

afterEach(cleanup);

interface NameValues {
  name: string;
}

function NameDialog({ onFinish, locale = 'pt-BR' }: { onFinish: (values: NameValues) => void; locale?: 'pt-BR' | 'en' }) {
  const [i18n] = useState(() => setupI18n({ locale, messages: { [locale]: locale === 'en' ? { 'sdk.formModal.cancel': 'Cancel' } : {} } }));
  const [form] = Form.useForm<NameValues>();
  const [open, setOpen] = useState(true);
  return (
    <I18nProvider i18n={i18n}>
      {/* No motion: a closing dialog is removed at once instead of after an animation happy-dom never ends. */}
      <ConfigProvider theme={{ token: { motion: false } }}>
        <button onClick={() => setOpen(true)}>abrir</button>
        <FormModal<NameValues>
          open={open}
          title="Novo nome"
          okText="Salvar"
          onClose={() => setOpen(false)}
          saving={false}
          width={480}
          form={form}
          initialValues={{ name: 'inicial' }}
          onFinish={onFinish}
          testId="name-form"
        >
          <Form.Item name="name" label="Nome" rules={[{ required: true, message: 'Informe o nome.' }]}>
            <Input />
          </Form.Item>
        </FormModal>
      </ConfigProvider>
    </I18nProvider>
  );
}

describe('FormModal', () => {
  it('submits the typed values with OK, after validation', async () => {
    const saved: NameValues[] = [];
    render(<NameDialog onFinish={(values) => saved.push(values)} />);
    const field = screen.getByLabelText('Nome');
    await userEvent.clear(field);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Informe o nome.')).toBeTruthy();
    expect(saved).toEqual([]);
    await userEvent.type(field, 'Padaria');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(saved).toEqual([{ name: 'Padaria' }]));
  });

  it('forgets what a cancelled opening typed', async () => {
    render(<NameDialog onFinish={() => undefined} />);
    await userEvent.type(screen.getByLabelText('Nome'), ' alterado');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByTestId('name-form')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'abrir' }));
    expect((await screen.findByLabelText<HTMLInputElement>('Nome')).value).toBe('inicial');
  });

  it("reads its cancel button in the user's language", () => {
    render(<NameDialog onFinish={() => undefined} locale="en" />);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });
});
