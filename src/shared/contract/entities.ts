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
