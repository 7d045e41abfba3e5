import styled from 'styled-components';
import { useGetMeQuery } from '../../api/meApi';
import { PageTitle } from '../../ui/Page';
import { theme } from '../../ui/theme';
import { PRINTABLE_REPORTS } from './printableReports';

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 12px 16px;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  margin-bottom: 8px;
`;
const List = styled.ul`
  list-style: none;
  padding: 0;
`;

/**
 * /cities/print/: every printable report, each with Печать (PDF) and Скачать (XLSX) and its
 * own parameters. Others than admins and isAllowToPrint get the not-found page from the screen
 * frame (its `visibleTo`), and the server refuses them.
 */
export function PrintReports() {
  const { data: me } = useGetMeQuery();
  // The earning report needs its own right as well (the server answers 403 without it).
  const earnings = !!me && (me.isAdmin || me.permissions.isAllowToCheckEarningReport);
  return (
    <>
      <PageTitle>Печатать отчеты</PageTitle>
      <List>
        {PRINTABLE_REPORTS.filter((r) => earnings || !r.earnings).map(({ id, title, Buttons }) => (
          <Row key={id}>
            <span>{title}</span>
            <Buttons />
          </Row>
        ))}
      </List>
    </>
  );
}
