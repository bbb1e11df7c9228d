import { Component, type ReactNode } from 'react';
import { Button } from './ui/button';

interface State {
  failed: boolean;
}

/** Keeps one broken page (or a chunk that failed to load after a deploy) from blanking the whole site. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-20 text-center" role="alert">
        <h1 className="text-2xl font-bold">Error</h1>
        <p className="text-muted">An unexpected error occurred</p>
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
      </div>
    );
  }
}
