import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { CreateButton } from '../ui/create-button';
import { SuccessAlert } from '../ui/success-alert';
import { PageFrame } from './page-frame';

export interface ListPageFrameProps {
  title: string;
  help: string;
  /** The success message of the last action, or the one the previous screen handed over (`useSuccessMessage`). */
  success: { message: string | null; close: () => void };
  /** Further messages under it (how many mails went out). */
  notices?: ReactNode;
  /** The "New …" button: the screen it opens, its text, and whether the list's answer offers creating. */
  create: { to: string; label: string; allowed: boolean };
  children: ReactNode;
}

/** The frame of a list screen whose entries are created on a screen of their own: the success message, the "New …" button, then the search and the list. */
export function ListPageFrame({ title, help, success, notices, create, children }: ListPageFrameProps) {
  return (
    <PageFrame title={title} help={help}>
      <SuccessAlert message={success.message} onClose={success.close} />
      {notices}
      <Box sx={{ mb: 2 }}>
        <CreateButton to={create.to} disabled={!create.allowed}>
          {create.label}
        </CreateButton>
      </Box>
      {children}
    </PageFrame>
  );
}
