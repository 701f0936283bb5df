/** Particle physics for the easter egg, kept free of the DOM so it can be tested. */

export type Point = {x: number; y: number};
export type Particle = {x: number; y: number; vx: number; vy: number; tx: number; ty: number};

/**
 * Points that draw the Strapi mark (a square "S" built from two offset
 * squares and two corner triangles, as in the logo), centred on the screen.
 */
export function logoTargets(width: number, height: number, spacing = 7): Point[] {
  const size = Math.min(width, height) * 0.5;
  const left = (width - size) / 2;
  const top = (height - size) / 2;
  const unit = size / 64;
  const inLogo = (u: number, v: number): boolean => {
    const upper = u >= 22 && u <= 42 && v >= 22 && v <= 42 && !(u < 34 && v > 30);
    const lower = u >= 22 && u <= 34 && v >= 30 && v <= 42;
    const bottomTriangle = v >= 42 && v <= 50 && u >= 34 && u <= 42 && u - 34 <= 50 - v;
    const topTriangle = u >= 14 && u <= 22 && v >= 14 && v <= 22 && v - 14 >= 22 - u;
    return upper || lower || bottomTriangle || topTriangle;
  };
  const points: Point[] = [];
  for (let y = top; y <= top + size; y += spacing) {
    for (let x = left; x <= left + size; x += spacing) {
      if (inLogo((x - left) / unit, (y - top) / unit)) {
        points.push({x, y});
      }
    }
  }
  return points;
}

/** One animation step: spring towards the target, pushed away from the pointer. */
export function stepParticles(particles: Particle[], pointer: Point, radius = 90): void {
  for (const particle of particles) {
    const dx = particle.x - pointer.x;
    const dy = particle.y - pointer.y;
    const distance = Math.hypot(dx, dy);
    if (distance < radius && distance > 0) {
      const push = (radius - distance) / radius;
      particle.vx += (dx / distance) * push * 6;
      particle.vy += (dy / distance) * push * 6;
    }
    particle.vx = (particle.vx + (particle.tx - particle.x) * 0.02) * 0.86;
    particle.vy = (particle.vy + (particle.ty - particle.y) * 0.02) * 0.86;
    particle.x += particle.vx;
    particle.y += particle.vy;
  }
}
