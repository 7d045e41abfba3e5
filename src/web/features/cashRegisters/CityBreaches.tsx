import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { canSetRates } from '../../../shared/contract';
import { groupThousands } from '../../../shared/money';
import { useGetMeQuery } from '../../api/meApi';
import { useStockLevelsQuery } from '../../api/stockLevelsApi';
import { paths } from '../../paths';
import { theme } from '../../ui/theme';

const WORDS = { below_min: 'ниже минимума', above_max: 'выше максимума', ok: '' } as const;

const Block = styled.section`
  margin: 12px 0;
  padding: 10px 14px;
  border: 1px solid ${theme.colors.danger};
  border-left-width: 4px;
  border-radius: ${theme.radius};
  h2 { margin: 0 0 6px; font-size: 16px; }
  ul { margin: 0; padding-left: 18px; }
`;

/** How many breaches the block lists; the rest are on «Остатки и лимиты». */
const SHOWN = 20;

/**
 * On Кассы, for the city's supervisors and admins (the stock view is theirs): the tills
 * outside their limits now, each with its balance and limit, and the way to «Остатки и
 * лимиты» with the suggested orders. Nothing when every till is within its limits.
 */
export function CityBreaches({ cityId, stockPath }: { cityId: number; stockPath: string }) {
  const { data: me } = useGetMeQuery();
  const sees = me !== undefined && canSetRates(me);
  const { data } = useStockLevelsQuery({ city: cityId, breaches: true, page: 1, size: SHOWN }, { skip: !sees });
  if (!sees || !data || data.count === 0) return null;
  return (
    <Block aria-label="Нарушения лимитов">
      <h2>Нарушения лимитов: {data.count}</h2>
      <ul>
        {data.results.map((r) => (
          <li key={`${r.cash_register.id}-${r.currency.id}`}>
            <Link to={paths.cashRegister(r.cash_register.id)}>{r.cash_register.name}</Link>: {r.currency.code} {WORDS[r.state]} —{' '}
            {groupThousands(r.balance)} при {r.state === 'below_min' ? `минимуме ${groupThousands(r.min ?? '')}` : `максимуме ${groupThousands(r.max ?? '')}`}
            {r.in_transit !== '0.00' && r.in_transit !== '0' ? `, в пути ${groupThousands(r.in_transit)}` : ''}
          </li>
        ))}
      </ul>
      <Link to={stockPath}>Остатки и лимиты, предложить заявки</Link>
    </Block>
  );
}
