import type { Status } from '../StatusBadge';

/** Sample rows shaped like the admin members table (admin §1): name, sector, status, date. */
export interface MemberRow {
  id: number;
  name: string;
  sector: string;
  status: Status;
  date: string;
}

export const memberRows: MemberRow[] = [
  { id: 1, name: 'Atlas Conseil', sector: 'Finance', status: 'ACTIVE', date: '12-03-2025' },
  { id: 2, name: 'Boulangerie Élysée', sector: 'Agroalimentaire', status: 'PENDING', date: '02-04-2025' },
  { id: 3, name: 'Côte Numérique', sector: 'Technologie', status: 'INACTIVE', date: '18-01-2025' },
];
