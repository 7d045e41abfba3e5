/** A reference to another record, enough for a screen to show it without another call. */
export interface Ref {
  id: number;
  name: string;
}

export interface City {
  id: number;
  name: string;
}

export interface CashRegister {
  id: number;
  name: string;
  city: Ref;
}

/** GET /api/all_employee/: the staff of the user's cities. */
export interface Employee {
  id: number;
  name: string;
  first_name: string;
  last_name: string;
  role: string;
}
