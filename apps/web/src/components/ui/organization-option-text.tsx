import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../lib/use-translation';

/** An organisation in a selector's list: its name, and under it its kind (club, district, …). */
export function OrganizationOptionText({ option }: { option: { text: string; type?: string | null } }) {
  const { t } = useTranslation();
  return (
    <Box>
      <Typography variant="body2">{option.text}</Typography>
      {option.type && (
        <Typography variant="caption" color="text.secondary">
          {t(`organizationType.${option.type}`, { defaultValue: option.type })}
        </Typography>
      )}
    </Box>
  );
}
