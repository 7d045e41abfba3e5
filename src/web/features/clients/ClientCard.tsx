import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import styled, { createGlobalStyle } from 'styled-components';
import { clientFullName } from '../../../shared/contract';
import { useClientQuery } from '../../api/clientsApi';
import { parseId } from '../../paths';
import { Button } from '../../ui/Button';
import { ClientDialog, shownDate } from '../../ui/clients';
import { formatInstant } from '../../ui/formatInstant';
import { EmptyState, PageTitle, Toolbar } from '../../ui/Page';
import { Spinner } from '../../ui/Spinner';
import { DetailCard } from '../../ui/DetailCard';
import { theme } from '../../ui/theme';
import { ClientOperations } from './ClientOperations';
import { ScreeningBadge } from './ScreeningBadge';

const Heading = styled.h2`
  margin: 24px 0 12px;
`;

const Spacer = styled.span`
  flex: 1 1 auto;
`;

const Refusal = styled.p`
  color: ${theme.colors.danger};
  font-weight: 600;
`;

/** On paper: the card alone, without the app's header, menus and buttons. */
const PrintOnlyTheCard = createGlobalStyle`
  @media print {
    header, nav, aside, button, [data-no-print] { display: none !important; }
    main { padding: 0 !important; }
  }
`;

const statusOf = (error: unknown) => (error && typeof error === 'object' && 'status' in error ? error.status : null);

/**
 * A client's card: the full document (this read is audited by the server), the screening
 * state, Изменить (the same passport dialog as «Новый клиент») and the client's operations
 * with totals per currency. Печать prints the page as it is — the document, the operations'
 * page on screen and the totals — the app around it left off the paper.
 */
export function ClientCard() {
  const params = useParams();
  const id = parseId(params.clientId);
  const { pathname } = useLocation();
  const list = pathname.replace(/[^/]+\/?$/, '');
  const { data: client, error, isLoading } = useClientQuery(id ?? 0, { skip: id === null });
  const [editing, setEditing] = useState(false);
  const back = (
    <Link to={list} data-no-print>
      ← Ко всем клиентам
    </Link>
  );

  if (isLoading) return <Spinner />;
  if (id === null || statusOf(error) === 404) {
    return (
      <>
        <PageTitle>Клиент не найден</PageTitle>
        {back}
      </>
    );
  }
  if (!client) return <EmptyState>Не удалось загрузить клиента.</EmptyState>;

  const document = [client.document_series, client.document_number].filter(Boolean).join(' ');
  return (
    <>
      <PrintOnlyTheCard />
      <PageTitle>{clientFullName(client)}</PageTitle>
      <Toolbar>
        {back}
        <Spacer />
        <Button $variant="secondary" onClick={() => setEditing(true)}>
          Изменить
        </Button>
        <Button $variant="secondary" onClick={() => window.print()}>
          Печать
        </Button>
      </Toolbar>
      <p>
        Проверка по перечню: <ScreeningBadge status={client.screening_status} />
      </p>
      {client.screening_status !== 'clear' && (
        <Refusal>Операции с клиентом запрещены, пока ответственный сотрудник не примет решение.</Refusal>
      )}
      <Heading>Документ</Heading>
      <DetailCard aria-label="Документ клиента">
        <dt>Дата рождения</dt>
        <dd>{shownDate(client.birth_date)}</dd>
        <dt>Гражданство</dt>
        <dd>{client.citizenship}</dd>
        <dt>Документ</dt>
        <dd>{client.document_type}</dd>
        <dt>Серия и номер</dt>
        <dd>{document}</dd>
        <dt>Кем выдан</dt>
        <dd>{client.document_issued_by || '—'}</dd>
        <dt>Дата выдачи</dt>
        <dd>{shownDate(client.document_issued_at) || '—'}</dd>
        <dt>Адрес</dt>
        <dd>{client.address || '—'}</dd>
        <dt>Телефон</dt>
        <dd>{client.phone || '—'}</dd>
        <dt>Примечание</dt>
        <dd>{client.note || '—'}</dd>
        <dt>В реестре с</dt>
        <dd>{formatInstant(client.created_at)}</dd>
      </DetailCard>
      <ClientOperations clientId={client.id} />
      {editing && <ClientDialog editing={client} onClose={() => setEditing(false)} onSaved={() => setEditing(false)} />}
    </>
  );
}
