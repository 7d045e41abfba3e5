import { useParams } from 'react-router-dom';
import { parseId } from '../../paths';
import { PageTitle } from '../../ui/Page';
import { StockLevelTable } from './StockLevelTable';
import { SuggestedOrders } from './SuggestedOrders';

const TITLE = 'Остатки и лимиты';

/** /cities/{id}/stock/: the city's registers against their limits, and «Предложить заявки». */
export function CityStockLevels() {
  const city = parseId(useParams().cityId) ?? 0;
  return (
    <>
      <PageTitle>{TITLE}</PageTitle>
      <StockLevelTable title={TITLE} city={city} />
      <SuggestedOrders city={city} />
    </>
  );
}
