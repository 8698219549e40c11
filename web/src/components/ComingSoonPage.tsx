import type { ReactNode } from 'react';
import { StatusPage, type StatusPageAction } from './StatusPage';

interface ComingSoonPageProps {
  title: string;
  description: ReactNode;
  icon: ReactNode;
  actions?: StatusPageAction[];
}

/** An honest placeholder for screens that later issues build: the screen's title and what is coming. */
export function ComingSoonPage({ title, description, icon, actions = [{ label: 'Back to Home', to: '/' }] }: ComingSoonPageProps) {
  return <StatusPage title={title} description={description} icon={icon} badge="Coming soon" actions={actions} />;
}
