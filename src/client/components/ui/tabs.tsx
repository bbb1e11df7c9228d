import { type ComponentProps, type KeyboardEvent, createContext, useContext, useId } from 'react';
import { cn } from '@/lib/cn';

interface TabsContextValue {
  baseId: string;
  value: string;
  onValueChange(value: string): void;
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabs(): TabsContextValue {
  const context = useContext(TabsContext);
  if (!context) throw new Error('Tabs parts must be rendered inside <Tabs>');
  return context;
}

const tabId = (baseId: string, value: string) => `${baseId}-tab-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${value}`;

interface TabsProps extends ComponentProps<'div'> {
  value: string;
  onValueChange(value: string): void;
}

/** Tabs after the WAI-ARIA tabs pattern (automatic activation): one tab stop, arrow keys, Home and End. */
export function Tabs({ value, onValueChange, ...props }: TabsProps) {
  const baseId = useId();
  return (
    <TabsContext.Provider value={{ baseId, value, onValueChange }}>
      <div {...props} />
    </TabsContext.Provider>
  );
}

function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not([disabled])'));
  const current = tabs.indexOf(document.activeElement as HTMLButtonElement);
  if (current === -1) return;
  const next: Record<string, number> = {
    ArrowRight: (current + 1) % tabs.length,
    ArrowLeft: (current - 1 + tabs.length) % tabs.length,
    Home: 0,
    End: tabs.length - 1,
  };
  const target = tabs[next[event.key] ?? -1];
  if (!target) return;
  event.preventDefault();
  target.focus();
  target.click();
}

export function TabsList({ className, ...props }: ComponentProps<'div'>) {
  return <div role="tablist" onKeyDown={moveFocus} className={cn('grid auto-cols-fr grid-flow-col gap-1 rounded-xl bg-gray-100 p-1', className)} {...props} />;
}

export function TabsTrigger({ value, className, ...props }: Omit<ComponentProps<'button'>, 'value'> & { value: string }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabId(tabs.baseId, value)}
      aria-selected={selected}
      aria-controls={panelId(tabs.baseId, value)}
      tabIndex={selected ? 0 : -1}
      onClick={() => tabs.onValueChange(value)}
      className={cn(
        'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-3 text-sm font-semibold text-muted transition-colors hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 aria-selected:bg-white aria-selected:text-brand-800 aria-selected:shadow-sm [&_svg]:size-4',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ value, className, ...props }: Omit<ComponentProps<'div'>, 'value'> & { value: string }) {
  const tabs = useTabs();
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={panelId(tabs.baseId, value)}
      aria-labelledby={tabId(tabs.baseId, value)}
      tabIndex={0}
      className={cn('focus-visible:outline-2 focus-visible:outline-offset-2', className)}
      {...props}
    />
  );
}
