import { paths } from '../../paths';

/** Where the persons screens live: under a city or under a cash register (docs/PRODUCT.md §2). */
export type PersonScope = 'city' | 'cashRegister';

/** The list and a person's detail in the same section as the screen that links them. */
export function personPaths(scope: PersonScope, sectionId: number | null) {
  const list = sectionId === null ? '' : scope === 'city' ? paths.cityOperationPersons(sectionId) : paths.cashRegisterOperationPersons(sectionId);
  return { list, person: (id: number) => `${list}${id}/` };
}
