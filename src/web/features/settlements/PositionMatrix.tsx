import styled from 'styled-components';
import type { SettlementPositions } from '../../../shared/contract';
import { groupThousands } from '../../../shared/money';
import { theme } from '../../ui/theme';

const Scroll = styled.div`
  overflow-x: auto;
  margin-bottom: 16px;
`;
const Grid = styled.table`
  border-collapse: collapse;
  background: ${theme.colors.surface};
  caption { text-align: left; font-weight: 600; padding: 6px 0; }
  th, td { border: 1px solid ${theme.colors.border}; padding: 6px 10px; white-space: nowrap; }
  td { text-align: right; font-variant-numeric: tabular-nums; }
  td[data-owes='true'] { color: ${theme.colors.danger}; font-weight: 600; }
  th[scope='row'] { text-align: left; }
`;

/**
 * The network matrix, one per currency: a row per city that owes, a column per city owed,
 * each cell the position (above zero: the row's city owes the column's). A supervisor's
 * rows are their own cities.
 */
export function PositionMatrix({ data }: { data: SettlementPositions }) {
  const codes = [...new Set(data.lines.map((l) => l.currency.code))].sort();
  if (!codes.length) return <p>Нет переводов между городами за период.</p>;
  return (
    <>
      {codes.map((code) => {
        const lines = data.lines.filter((l) => l.currency.code === code);
        const rows = data.cities.filter((c) => lines.some((l) => l.from_city.id === c.id));
        const columns = data.cities.filter((c) => lines.some((l) => l.to_city.id === c.id));
        return (
          // On a phone the matrix scrolls sideways in its box, the one table that may
          // (docs/web/README.md, "Tables fit their box"): cities by cities cannot reflow. The box
          // takes the keyboard's focus so that the arrows scroll it (a scrolling region must be
          // reachable without a mouse).
          <Scroll key={code} tabIndex={0} role="region" aria-label={`Матрица ${code}`}>
            <Grid aria-label={`Позиции ${code}`} data-layout="matrix">
              <caption>{code}: кто кому должен на конец периода</caption>
              <thead>
                <tr>
                  <th scope="col">Должник \ кому</th>
                  {columns.map((c) => (
                    <th key={c.id} scope="col">{c.name}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.id}>
                    <th scope="row">{r.name}</th>
                    {columns.map((c) => {
                      const line = lines.find((l) => l.from_city.id === r.id && l.to_city.id === c.id);
                      const owes = line !== undefined && !line.position.startsWith('-') && !/^0(\.0+)?$/.test(line.position);
                      return (
                        <td key={c.id} data-owes={owes} aria-label={`${r.name} → ${c.name}, ${code}`}>
                          {r.id === c.id ? '—' : line ? groupThousands(line.position) : ''}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </Grid>
          </Scroll>
        );
      })}
    </>
  );
}
