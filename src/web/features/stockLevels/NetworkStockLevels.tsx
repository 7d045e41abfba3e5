import { PageTitle } from '../../ui/Page';
import { StockLevelTable } from './StockLevelTable';

const TITLE = 'Остатки и лимиты';

/**
 * /cities/stock/: every register with a limit in the user's cities (the network for admins),
 * breaches first, with what is on its way and the vault's stock. The suggested orders are a
 * city's (its own «Остатки и лимиты»).
 */
export function NetworkStockLevels() {
  return (
    <>
      <PageTitle>{TITLE}</PageTitle>
      <StockLevelTable title={TITLE} />
    </>
  );
}
