/** A register as the demo history works it: its pairs, and who sells and who takes in there. */
export interface DemoRegister {
  id: number;
  name: string;
  cityId: number;
  pairs: string[];
  crypto: boolean;
  /** Who works the register in the demo. */
  userId: number | null;
  /** Who takes in a transfer that userId sent (four eyes: the sender may not accept it). */
  colleagueId: number | null;
}
