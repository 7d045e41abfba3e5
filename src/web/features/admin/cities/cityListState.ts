import { ADMIN_CITY_ORDERINGS, type AdminCityOrdering } from '../../../../shared/contract';
import { oneOf, pageParam, textParam, type ListSpec } from '../../../ui/list';

/** /admin/cities?search=&ordering=&page= */
export interface CityListState {
  search: string;
  ordering: AdminCityOrdering;
  page: number;
}

export const CITY_LIST: ListSpec<CityListState> = { search: textParam, ordering: oneOf(ADMIN_CITY_ORDERINGS, 'name'), page: pageParam };
