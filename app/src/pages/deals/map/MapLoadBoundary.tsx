import { Component, type ReactNode } from 'react';

interface MapLoadBoundaryProps {
  /** Shown instead of the children once they failed (their code did not load, Leaflet threw). */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * Catches a map that could not load or start (the lazy chunk failed to download, or Leaflet
 * threw), so the rest of the page, or of the form, keeps working without it.
 */
export class MapLoadBoundary extends Component<MapLoadBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
