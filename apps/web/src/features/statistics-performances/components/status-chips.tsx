import Chip, { type ChipProps } from '@mui/material/Chip';
import { CheckingStatus, PerformanceStatus } from '@portal/domain';

type Colour = NonNullable<ChipProps['color']>;

/** Spec §4: nothing declined green, partly declined orange, fully declined red. */
const performanceColours: Record<number, Colour> = {
  [PerformanceStatus.nothingDeclined]: 'success',
  [PerformanceStatus.partialDeclined]: 'warning',
  [PerformanceStatus.fullyDeclined]: 'error',
};

/** Spec §4: negative red, positive green, not decided grey, the reserved value 3 blue. */
const checkingColours: Record<number, Colour> = {
  [CheckingStatus.negative]: 'error',
  [CheckingStatus.positive]: 'success',
  [CheckingStatus.notDecided]: 'default',
  3: 'info',
};

/** A performance's status across its best lists, with the server's translated name. */
export function PerformanceStatusChip({ status, label }: { status: number; label: string }) {
  const color = performanceColours[status] ?? 'default';
  return <Chip size="small" color={color} label={label} data-status={status} data-colour={color} />;
}

/** A performance's checking for one best list, with the server's translated name. */
export function CheckingStatusChip({ status, label }: { status: number; label: string }) {
  const color = checkingColours[status] ?? 'default';
  return <Chip size="small" color={color} label={label} data-status={status} data-colour={color} />;
}
