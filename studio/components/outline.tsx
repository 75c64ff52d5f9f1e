/**
 * The page's sections in order. Reorder by dragging, or by keyboard (dnd-kit's keyboard sensor: Space to lift, the
 * arrow keys to move, Space to drop, Escape to cancel), or with the Move buttons; duplicate and delete each one.
 */
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { sectionTypeOf, type Json } from '../editor-state.ts';
import { say } from '../words.ts';
import { OutlineItem, OutlineList } from './studio-styles.ts';

export interface OutlineProps {
  sections: readonly Json[];
  /** Section type → its plain name. */
  names: Readonly<Record<string, string>>;
  selected: number | null;
  onSelect: (index: number) => void;
  onMove: (from: number, to: number) => void;
  onDuplicate: (index: number) => void;
  onDelete: (index: number) => void;
}

/**
 * The section's name as the outline says it: its plain name from the section picker ("Call-to-action band"), else its
 * type; '?' for a section without one, which the problems list explains.
 */
const nameOf = (section: Json, names: Readonly<Record<string, string>>) => {
  const type = sectionTypeOf(section);
  return type === undefined ? '?' : (names[type] ?? type);
};

/** A short label for a section: its heading or eyebrow when it has one. */
function summaryOf(section: Json): string {
  if (typeof section !== 'object' || section === null || Array.isArray(section)) return '';
  const header = section['header'];
  const fromHeader = typeof header === 'object' && header !== null && !Array.isArray(header) ? header['heading'] : undefined;
  const heading = section['heading'] ?? fromHeader ?? section['eyebrow'];
  return typeof heading === 'string' ? heading : '';
}

function SortableSection({
  id,
  index,
  section,
  selected,
  count,
  onSelect,
  onMove,
  onDuplicate,
  onDelete,
  names,
}: { id: string; index: number; section: Json; selected: boolean; count: number } & Omit<OutlineProps, 'sections' | 'selected'>) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id });
  const type = nameOf(section, names);
  return (
    <OutlineItem
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-selected={selected}
      data-dragging={isDragging}
      data-outline-index={index}
    >
      <button type="button" className="handle" aria-label={`${say('dragHandle')}: ${type} (${index + 1})`} {...attributes} {...listeners}>
        ⠿
      </button>
      <button type="button" className="select" aria-pressed={selected} onClick={() => onSelect(index)}>
        <span className="number">{index + 1}.</span> <strong>{type}</strong>
        <span className="summary">{summaryOf(section)}</span>
      </button>
      <span className="actions">
        <button type="button" onClick={() => onMove(index, index - 1)} disabled={index === 0} aria-label={`${say('moveUp')}: ${type} (${index + 1})`}>
          ↑
        </button>
        <button type="button" onClick={() => onMove(index, index + 1)} disabled={index === count - 1} aria-label={`${say('moveDown')}: ${type} (${index + 1})`}>
          ↓
        </button>
        <button type="button" onClick={() => onDuplicate(index)} aria-label={`${say('duplicate')}: ${type} (${index + 1})`}>
          {say('duplicate')}
        </button>
        <button type="button" onClick={() => onDelete(index)} aria-label={`${say('delete')}: ${type} (${index + 1})`}>
          {say('delete')}
        </button>
      </span>
    </OutlineItem>
  );
}

export function Outline({ sections, names, selected, onSelect, onMove, onDuplicate, onDelete }: OutlineProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // Sections have no ids of their own; a position is a stable enough id while one drag lasts.
  const ids = sections.map((_, index) => `section-${index}`);
  // Screen readers hear section names and positions, not dnd-kit's internal ids.
  const positionOf = (id: string | number) => ids.indexOf(String(id)) + 1;
  const typeAt = (id: string | number) => nameOf(sections[ids.indexOf(String(id))] ?? null, names);
  const announcements: Announcements = {
    onDragStart: ({ active }) => say('dragStart', { type: typeAt(active.id), position: positionOf(active.id) }),
    onDragOver: ({ active, over }) => (over ? say('dragOver', { type: typeAt(active.id), position: positionOf(over.id) }) : undefined),
    onDragEnd: ({ active, over }) => say('dragEnd', { type: typeAt(active.id), position: positionOf(over?.id ?? active.id) }),
    onDragCancel: ({ active }) => say('dragCancel', { type: typeAt(active.id), position: positionOf(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: say('dragInstructions') } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <OutlineList aria-label={say('outlineHeading')}>
          {sections.map((section, index) => (
            <SortableSection
              key={ids[index]}
              id={ids[index] ?? String(index)}
              index={index}
              section={section}
              selected={selected === index}
              count={sections.length}
              onSelect={onSelect}
              onMove={onMove}
              onDuplicate={onDuplicate}
              onDelete={onDelete}
              names={names}
            />
          ))}
        </OutlineList>
      </SortableContext>
    </DndContext>
  );
}
