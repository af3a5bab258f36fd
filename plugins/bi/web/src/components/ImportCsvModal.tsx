import { UploadOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { maxCsvBytes, type CsvRowError } from '@otimiza/plugin-bi-shared';
import { ApiRequestError } from '@otimiza/sdk/web';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Flex, Modal, Table, Typography } from 'antd';
import { useRef, useState } from 'react';
import { biKeys, importCsv } from '../api/queries';
import { useInterfaceLanguage } from '../lib/useInterfaceLanguage';

const example = 'date,metric,value,unit\n2026-01-01,revenue,125000,BRL\n2026-02-01,revenue,131500,BRL\n2026-01-01,orders,840,count';

/** Imports a CSV of series (date, metric, value, unit): a refused file lists every row and reason, and nothing is stored. */
export function ImportCsvModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const { pick } = useInterfaceLanguage();
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const upload = useMutation({
    mutationFn: importCsv,
    onSuccess: async (result) => {
      notification.success({ title: t`Dados importados`, description: t`${result.rows} linhas em ${result.metrics.length} métrica(s).` });
      await queryClient.invalidateQueries({ queryKey: biKeys.all });
      onClose();
    },
  });
  const rowErrors = upload.error instanceof ApiRequestError ? ((upload.error.details?.['rows'] as CsvRowError[] | undefined) ?? []) : [];
  const errorCount = upload.error instanceof ApiRequestError ? Number(upload.error.details?.['errorCount'] ?? rowErrors.length) : 0;
  const choose = async (file: File | undefined) => {
    if (!file) return;
    upload.reset();
    setTooLarge(file.size > maxCsvBytes);
    if (file.size > maxCsvBytes) return;
    upload.mutate({ filename: file.name, content: await file.text() });
    if (input.current) input.current.value = '';
  };
  return (
    <Modal open={open} title={t`Importar séries (CSV)`} onCancel={onClose} footer={null} width={720} destroyOnHidden>
      <Flex vertical gap={12}>
        <Typography.Paragraph style={{ margin: 0 }}>
          <Trans>
            Colunas: date (AAAA-MM-DD, AAAA-MM ou DD/MM/AAAA), metric, value, unit e, opcional, category. Uma linha por métrica e dia; até 5 MB. Nomes que os
            modelos leem: revenue, orders, traffic, leads, price.
          </Trans>
        </Typography.Paragraph>
        <pre style={{ background: '#f8fafc', padding: 8, borderRadius: 6, fontSize: 12, margin: 0, overflowX: 'auto' }}>{example}</pre>
        <input
          ref={input}
          type="file"
          accept=".csv,text/csv"
          hidden
          onChange={(event) => void choose(event.target.files?.[0])}
          data-testid="csv-input"
          aria-label={t`Arquivo CSV`}
        />
        <Button type="primary" icon={<UploadOutlined />} loading={upload.isPending} onClick={() => input.current?.click()} data-testid="csv-choose">
          <Trans>Escolher arquivo CSV</Trans>
        </Button>
        {tooLarge && <Alert type="error" showIcon message={t`O arquivo CSV pode ter até 5 MB.`} />}
        {upload.error && (
          <Alert
            type="error"
            showIcon
            data-testid="csv-errors"
            message={upload.error.message}
            description={
              rowErrors.length > 0 ? (
                <Flex vertical gap={4}>
                  {errorCount > rowErrors.length && (
                    <Trans>
                      Mostrando {rowErrors.length} de {errorCount} erros.
                    </Trans>
                  )}
                  <Table<CsvRowError>
                    size="small"
                    pagination={false}
                    scroll={{ y: 240 }}
                    rowKey={(row) => `${row.line}-${row.column ?? ''}-${pick(row.reason)}`}
                    dataSource={rowErrors}
                    columns={[
                      { title: t`Linha`, dataIndex: 'line', width: 70 },
                      { title: t`Coluna`, dataIndex: 'column', width: 100, render: (value: string | null) => value ?? '—' },
                      { title: t`Motivo`, render: (_, row) => pick(row.reason) },
                    ]}
                  />
                </Flex>
              ) : undefined
            }
          />
        )}
      </Flex>
    </Modal>
  );
}
