import type { ReactNode } from 'react';
import { TitledSection } from '../../../components/layout/titled-section';

/** A titled part of a page (main data, approvals, history, …). */
export const PageSection = ({ title, children }: { title: string; children: ReactNode }) => (
  <TitledSection title={title} level={3}>
    {children}
  </TitledSection>
);
