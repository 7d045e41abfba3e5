import { Link } from 'react-router-dom';
import { paths } from '../../paths';

/** The way to the city's rate board, which has no menu entry of its own (docs/web/reports.md). */
export function CityRatesLink({ cityId }: { cityId: number }) {
  return <Link to={paths.cityRates(cityId)}>Курсы валют (табло)</Link>;
}
