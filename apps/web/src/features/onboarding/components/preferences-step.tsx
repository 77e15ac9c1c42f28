import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useId, useState, type KeyboardEvent } from 'react';
import { Button, IconButton } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { FieldMeta } from '@/components/ui/field';
import { CloseIcon, PlusIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { TextInput } from '@/components/ui/text-input';
import { ChipGroup, ToggleChip } from '@/components/ui/toggle-chip';
import type { Cached } from '@/stores/base/cached';
import { useCached } from '@/stores/base/use-cached';
import { ReferenceStore } from '@/stores/reference-store';
import { useStore } from '@/stores/stores-context';
import { LIMITS } from '../stores/onboarding-rules';
import { OnboardingStore } from '../stores/onboarding-store';
import { Stack } from '@/components/ui/stack';

const Section = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.625rem;
  min-width: 0;
  & + & {
    padding-top: 1.25rem;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  h3 + p {
    margin-top: -0.375rem;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const AddRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 0.5rem;
  > div {
    flex: 1 1 auto;
  }
  > button {
    flex: none;
    margin-top: 1.625rem;
    min-height: 2.75rem;
  }
`;

const OwnChip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  min-height: 2.5rem;
  padding: 0 0.25rem 0 0.875rem;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  overflow-wrap: anywhere;
  button {
    width: 2rem;
    min-height: 2rem;
    border-radius: ${({ theme }) => theme.radii.full};
  }
`;

const OwnList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const SkeletonChips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

interface ReferenceItem {
  id: string;
  name: string;
}

/** A reference list the vendor picks from: the draft field holding the picks, how one toggles, and its words. */
interface PickList {
  field: 'cuisineCategoryIds' | 'dietarySpecificationsIds';
  toggle: (onboarding: OnboardingStore, id: string) => void;
  title: string;
  description: string;
  emptyText: string;
}

const PICK_LISTS = {
  cuisines: {
    field: 'cuisineCategoryIds',
    toggle: (onboarding, id) => onboarding.toggleCuisine(id),
    title: 'Cuisines',
    description: 'Choose every cuisine you cook. Customers use these to find you.',
    emptyText: 'No cuisines to choose from yet: add your own below',
  },
  dietary: {
    field: 'dietarySpecificationsIds',
    toggle: (onboarding, id) => onboarding.toggleDietaryOffering(id),
    title: 'Dietary offerings',
    description: 'Choose all the dietary needs your kitchen can cater for (optional).',
    emptyText: 'No dietary offerings to choose from yet',
  },
} satisfies Record<string, PickList>;

/** A pick-many list of reference items as toggles, with loading, failure and empty states. */
const ToggleList = observer(function ToggleList({
  list: { field, toggle, title, description, emptyText },
  read,
}: {
  list: PickList;
  read: Cached<ReferenceItem[]>;
}) {
  const onboarding = useStore(OnboardingStore);
  const chosen = onboarding.preferences[field];
  const error = onboarding.errors(4)[field];
  const onToggle = (id: string) => toggle(onboarding, id);
  const id = useId();
  const items = read.data;
  let body;
  if (!items && read.error) {
    body = (
      <ErrorState
        title={`Could not load the ${title.toLowerCase()}`}
        error={read.error}
        message={read.error.isTransport ? 'Check your connection and try again.' : undefined}
        onRetry={() => void read.refetch()}
      />
    );
  } else if (!items) {
    body = (
      <SkeletonChips role="status" aria-label={`Loading ${title.toLowerCase()}`}>
        {[6, 8, 5, 7, 9, 6, 5, 8].map((width, index) => (
          <Skeleton key={index} width={`${width}rem`} height="2.25rem" />
        ))}
      </SkeletonChips>
    );
  } else if (items.length === 0) {
    body = <EmptyState title={emptyText} headingLevel={3} />;
  } else {
    body = (
      <ChipGroup role="group" aria-labelledby={`${id}-title`} aria-describedby={error ? `${id}-error` : undefined}>
        {items.map((item) => (
          <ToggleChip key={item.id} pressed={chosen.includes(item.id)} onClick={() => onToggle(item.id)}>
            {item.name}
          </ToggleChip>
        ))}
      </ChipGroup>
    );
  }
  return (
    <Section data-invalid={error ? 'true' : undefined}>
      <h3 id={`${id}-title`}>{title}</h3>
      <p>{description}</p>
      {body}
      <FieldMeta id={id} error={error} />
    </Section>
  );
});

/** Step 4: the cuisines the kitchen cooks and the dietary needs it serves, from the reference lists or its own. */
export const PreferencesStep = observer(function PreferencesStep() {
  const onboarding = useStore(OnboardingStore);
  const reference = useStore(ReferenceStore);
  const cuisines = useCached(reference.listCuisines());
  const dietary = useCached(reference.listDietaryOfferings());
  const draft = onboarding.preferences;
  const errors = onboarding.errors(4);
  const [custom, setCustom] = useState('');
  const [customError, setCustomError] = useState<string | undefined>();

  const add = () => {
    const listed = (cuisines.data ?? []).map((item) => item.name);
    const problem = onboarding.addCustomCuisine(custom, listed);
    setCustomError(problem);
    if (!problem) setCustom('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the cuisine instead of submitting the whole step.
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  return (
    <Stack gap="1.25rem">
      <ToggleList list={PICK_LISTS.cuisines} read={cuisines} />
      <Section>
        <h3>Your own cuisines</h3>
        <p>Cook something not listed above? Add it in your own words (up to {LIMITS.customCuisines}).</p>
        <AddRow>
          <TextInput
            label="Cuisine name"
            name="customCuisine"
            placeholder="e.g. Fante home cooking"
            value={custom}
            error={customError ?? errors.customCuisines}
            limit={LIMITS.customCuisine}
            onChange={(event) => {
              setCustom(event.target.value);
              setCustomError(undefined);
            }}
            onKeyDown={onKeyDown}
          />
          <Button variant="secondary" onClick={add} disabled={!custom.trim()}>
            <PlusIcon size={16} /> Add
          </Button>
        </AddRow>
        {draft.customCuisines.length > 0 && (
          <OwnList aria-label="Your own cuisines">
            {draft.customCuisines.map((name) => (
              <OwnChip key={name}>
                {name}
                <IconButton aria-label={`Remove ${name}`} onClick={() => onboarding.removeCustomCuisine(name)}>
                  <CloseIcon size={14} />
                </IconButton>
              </OwnChip>
            ))}
          </OwnList>
        )}
      </Section>
      <ToggleList list={PICK_LISTS.dietary} read={dietary} />
    </Stack>
  );
});
