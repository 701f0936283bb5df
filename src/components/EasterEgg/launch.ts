/**
 * The easter egg: particles form the Strapi logo and scatter away from the
 * pointer. Escape (or the close button) ends it. Readers who ask for reduced
 * motion get a static message instead. Loaded only after the Konami code.
 */
import {logoTargets, stepParticles, type Particle} from './particles';

const OVERLAY_ID = 'strapi-easter-egg';

function overlay(label: string): {root: HTMLDivElement; close: () => void; onClose: (fn: () => void) => void} {
  const root = document.createElement('div');
  root.id = OVERLAY_ID;
  root.setAttribute('role', 'dialog');
  root.setAttribute('aria-modal', 'true');
  root.setAttribute('aria-label', label);
  Object.assign(root.style, {
    position: 'fixed',
    inset: '0',
    zIndex: '1000',
    background: 'rgba(24, 24, 38, 0.92)',
    color: '#ffffff',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontFamily: 'var(--ifm-font-family-base)',
  });
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Close (Esc)';
  button.className = 'button button--secondary button--sm';
  Object.assign(button.style, {position: 'absolute', top: '1rem', right: '1rem'});
  root.appendChild(button);

  const cleanups: Array<() => void> = [];
  const previousFocus = document.activeElement as HTMLElement | null;
  const close = () => {
    for (const cleanup of cleanups) cleanup();
    document.removeEventListener('keydown', onKey, true);
    root.remove();
    previousFocus?.focus?.();
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };
  button.addEventListener('click', close);
  document.addEventListener('keydown', onKey, true);
  document.body.appendChild(root);
  button.focus();
  return {root, close, onClose: (fn) => cleanups.push(fn)};
}

export function launch(): void {
  if (document.getElementById(OVERLAY_ID) !== null) {
    return;
  }
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  if (reduceMotion) {
    const {root} = overlay('Strapi easter egg');
    const message = document.createElement('p');
    message.textContent =
      'You found the Strapi easter egg! The particle animation is off because your system asks for reduced motion.';
    Object.assign(message.style, {maxWidth: '28rem', fontSize: '1.25rem', textAlign: 'center', margin: '0 1rem'});
    root.appendChild(message);
    return;
  }

  const {root, onClose} = overlay('Strapi easter egg: particles forming the Strapi logo. Press Escape to close.');
  const canvas = document.createElement('canvas');
  canvas.setAttribute('aria-hidden', 'true');
  Object.assign(canvas.style, {position: 'absolute', inset: '0', width: '100%', height: '100%'});
  root.insertBefore(canvas, root.firstChild);
  const context = canvas.getContext('2d');
  if (context === null) {
    return;
  }
  const ratio = Math.min(window.devicePixelRatio || 1, 2);
  canvas.width = window.innerWidth * ratio;
  canvas.height = window.innerHeight * ratio;
  context.scale(ratio, ratio);

  const targets = logoTargets(window.innerWidth, window.innerHeight);
  const particles: Particle[] = targets.map((target) => ({
    x: Math.random() * window.innerWidth,
    y: Math.random() * window.innerHeight,
    vx: 0,
    vy: 0,
    tx: target.x,
    ty: target.y,
  }));
  const pointer = {x: -1000, y: -1000};
  const onMove = (event: PointerEvent) => {
    pointer.x = event.clientX;
    pointer.y = event.clientY;
  };
  root.addEventListener('pointermove', onMove);

  let frame = requestAnimationFrame(function draw() {
    stepParticles(particles, pointer);
    context.clearRect(0, 0, window.innerWidth, window.innerHeight);
    context.fillStyle = '#8c8aff';
    for (const particle of particles) {
      context.fillRect(particle.x, particle.y, 3, 3);
    }
    frame = requestAnimationFrame(draw);
  });
  onClose(() => cancelAnimationFrame(frame));
}
