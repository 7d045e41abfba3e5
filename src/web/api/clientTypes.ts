// PROVISIONAL: the wire of the clients capability as its description names it, until the
// server branch's contract (src/shared/contract) lands; then these come from there.
export type ScreeningStatus = 'clear' | 'review' | 'blocked';

export interface Client {
  id: number;
  last_name: string;
  first_name: string;
  middle_name: string;
  birth_date: string;
  citizenship: string;
  document_type: string;
  document_series: string;
  document_number: string;
  document_issued_by: string;
  document_issued_at: string | null;
  address: string;
  phone: string;
  note: string;
  screening_status: ScreeningStatus;
  created_at: string;
}

export type ClientBody = Omit<Client, 'id' | 'screening_status' | 'created_at'>;

export interface CityCompliance {
  city: number;
  identification_threshold: string | null;
  mandatory_control_threshold: string | null;
  identify_transfers: boolean;
}

export type CityComplianceBody = Omit<CityCompliance, 'city'>;
