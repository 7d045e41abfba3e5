import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useCanPrint } from '../api/meApi';
import { useFileDelivery, type FileProgress, type PrintKind } from '../api/fileDelivery';
import type { ParamValue } from '../api/params';
import { Button } from './Button';
import { PrintButton } from './PrintButton';
import { theme } from './theme';

interface Props {
  /** The endpoint under /api/, e.g. 'print_value_setting_detail/'. */
  path: string;
  /** The report's parameters as chosen in the 'Параметры' dialog (or on the screen). */
  params: Record<string, ParamValue>;
  /** The dialog's fields; without them the buttons run with `params` at once. */
  fields?: ReactNode;
  /** False while a required parameter is missing: the dialog's run button is then refused. */
  ready?: boolean;
}

const Row = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;
const Status = styled.span`
  color: ${theme.colors.muted};
`;

function describe({ received, total }: FileProgress): string {
  const mb = (n: number) => (n / 1_048_576).toFixed(1).replace('.', ',');
  return total ? `Загрузка: ${Math.floor((received * 100) / total)} %` : `Получено ${mb(received)} МБ`;
}

/**
 * Печать and Скачать for one printable report, for admins and users with isAllowToPrint
 * (nothing renders for others). The dialog closes at once; a file that takes longer than a
 * second shows its progress and can be cancelled.
 */
export function ReportFileButtons({ path, params, fields, ready = true }: Props) {
  const allowed = useCanPrint();
  const delivery = useFileDelivery();
  if (!allowed) return null;
  const start = (kind: PrintKind) => {
    if (!ready) {
      window.alert('Заполните параметры отчета.');
      return;
    }
    void delivery.run({ path, kind, params });
  };
  return (
    <Row>
      <PrintButton kind="print" allowed params={fields} disabled={delivery.busy} onRun={() => start('print')} />
      <PrintButton kind="download" allowed params={fields} disabled={delivery.busy} onRun={() => start('download')} />
      {delivery.progress && (
        <>
          <Status role="status">{describe(delivery.progress)}</Status>
          <Button $variant="ghost" onClick={delivery.cancel}>
            Отменить
          </Button>
        </>
      )}
    </Row>
  );
}
