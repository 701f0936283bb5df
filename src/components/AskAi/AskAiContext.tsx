import {createContext, useContext, useEffect, useState, type ReactNode} from 'react';
import {useAskAiConfig, widgetAttributes, type AskAiConfig} from './config';

export type WidgetState = 'off' | 'loading' | 'ready' | 'unavailable';

const Context = createContext<WidgetState>('off');

export function useAskAiState(): WidgetState {
  return useContext(Context);
}

const SCRIPT_ID = 'ask-ai-widget-script';

/** Append the widget script once; report when it loads or fails, without throwing. */
export function loadWidgetScript(config: AskAiConfig, onDone: (state: 'ready' | 'unavailable') => void): void {
  const existing = document.getElementById(SCRIPT_ID);
  if (existing !== null) {
    onDone(existing.dataset.state === 'unavailable' ? 'unavailable' : 'ready');
    return;
  }
  const script = document.createElement('script');
  script.id = SCRIPT_ID;
  script.async = true;
  script.src = config.scriptUrl;
  for (const [name, value] of Object.entries(widgetAttributes(config))) {
    script.setAttribute(name, value);
  }
  script.addEventListener('load', () => onDone('ready'));
  script.addEventListener('error', () => {
    script.dataset.state = 'unavailable';
    onDone('unavailable');
  });
  document.body.appendChild(script);
}

/**
 * Mounted once in Root, so it survives client-side navigation. The widget is
 * loaded only when configured, after the page has settled (idle time), and a
 * failure to load it only changes the state the Ask AI button shows.
 */
export function AskAiProvider({children}: {children: ReactNode}): ReactNode {
  const config = useAskAiConfig();
  const [state, setState] = useState<WidgetState>(config === null ? 'off' : 'loading');
  useEffect(() => {
    if (config === null) return undefined;
    const start = () => loadWidgetScript(config, setState);
    // Safari has no requestIdleCallback: fall back to a short delay.
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(start, {timeout: 3000});
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(start, 1500);
    return () => clearTimeout(timer);
  }, [config]);
  return <Context.Provider value={state}>{children}</Context.Provider>;
}
