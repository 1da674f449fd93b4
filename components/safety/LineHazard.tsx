import type { z } from 'zod';
import type { LineHazardSchema } from '@/lib/contracts/orders/schema';
import { GhsPictograms } from './GhsPictogram';

/** A cart or order line's GHS label in one line: pictograms, signal word, H codes (their texts on hover). */
export function LineHazard({ hazard }: { hazard: z.infer<typeof LineHazardSchema> }) {
  if (!hazard) return null;
  return (
    <div data-testid="line-hazard" style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 6, marginTop: 4, fontSize: 13 }}>
      <GhsPictograms codes={hazard.pictograms} size={22} />
      {hazard.signalWord && <strong style={{ color: hazard.signalWord === '危险' ? '#b00020' : '#8a4b00' }}>{hazard.signalWord}</strong>}
      <span className="muted" title={hazard.hazards.join('\n')}>
        {hazard.hazards.map((h) => h.split(' ')[0]).join(' ')}
      </span>
    </div>
  );
}
