import type { IntakeQuestion } from '@common/api/intake';
import { isChoiceKind } from '@common/api/intake';
import { INTAKE_QUESTION_KINDS, INTAKE_QUESTIONS_MAX, type IntakeQuestionKind } from '@common/constants';
import {
  ActionIcon,
  Box,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  Skeleton,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconPlus, IconTrash } from '@tabler/icons-react';
import { InlineError } from '@web/components/inline-error';
import { LoadError } from '@web/components/load-error';
import { SaveForm } from '@web/components/save-form';
import { SectionCard } from '@web/components/section-card';
import { useAdviserIdentity } from '@web/lib/adviser-identity';
import { useApiForm } from '@web/lib/use-api-form';
import { useState } from 'react';
import {
  useIntakeSettings,
  useOwnIntakeQuestions,
  useSaveIntakeQuestions,
  useSaveIntakeSettings,
} from '../api/intake-questions';
import { INTAKE_KIND_LABELS, intakeForm, intakeFormValues, newQuestionDraft } from '../lib/intake-form';

const KIND_OPTIONS = INTAKE_QUESTION_KINDS.map((kind) => ({ value: kind, label: INTAKE_KIND_LABELS[kind] }));

/**
 * "Kérdések a foglaláshoz": per offered consultation type, the questions the asker answers when booking
 * (issue 40), and whether long answers travel in the booking mail.
 */
export function IntakeSection({ offers }: { offers: readonly { id: string; name: string }[] }) {
  const { adviserId } = useAdviserIdentity();
  return (
    <SectionCard title="Kérdések a foglaláshoz" id="kerdesek">
      <Text size="sm">
        Tanácsadási típusonként legfeljebb {INTAKE_QUESTIONS_MAX} kérdést tehet fel, amelyekre a kérdező a
        foglaláskor válaszol. A válaszokat a tanácsadás adatainál látja.
      </Text>
      {!adviserId ? null : offers.length === 0 ? (
        <Text size="sm" c="dimmed">
          Előbb válassza ki, milyen területeken ad tanácsot.
        </Text>
      ) : (
        <>
          <IntakeMailSwitch adviserId={adviserId} />
          {offers.map((offer) => (
            <TypeQuestions key={offer.id} adviserId={adviserId} offer={offer} />
          ))}
        </>
      )}
    </SectionCard>
  );
}

function IntakeMailSwitch({ adviserId }: { adviserId: string }) {
  const settings = useIntakeSettings(adviserId);
  const save = useSaveIntakeSettings(adviserId);
  if (settings.isError) {
    return (
      <LoadError message="Nem sikerült betölteni a beállítást." onRetry={() => void settings.refetch()} />
    );
  }
  return (
    <Switch
      checked={settings.data?.intakeInMail ?? true}
      disabled={!settings.isSuccess || save.isPending}
      onChange={(event) => save.mutate(event.currentTarget.checked)}
      label="A hosszú válaszok szövege az értesítő e-mailben is szerepeljen"
      description="Kikapcsolva a levél csak jelzi, hogy a választ a portálon olvashatja."
    />
  );
}

function TypeQuestions({ adviserId, offer }: { adviserId: string; offer: { id: string; name: string } }) {
  const questions = useOwnIntakeQuestions(adviserId, offer.id);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={`Kérdések – ${offer.name}`}>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {offer.name}
        </Title>
        {questions.isPending ? (
          <Skeleton height={80} />
        ) : questions.isError ? (
          <LoadError
            message="Nem sikerült betölteni a kérdéseket."
            onRetry={() => void questions.refetch()}
          />
        ) : (
          <QuestionsEditor adviserId={adviserId} offer={offer} initial={questions.data} />
        )}
      </Stack>
    </Paper>
  );
}

function QuestionsEditor({
  adviserId,
  offer,
  initial,
}: {
  adviserId: string;
  offer: { id: string; name: string };
  initial: readonly IntakeQuestion[];
}) {
  const save = useSaveIntakeQuestions(adviserId, offer.id);
  const edit = useApiForm({
    initialValues: intakeFormValues(initial),
    schema: intakeForm,
    submit: (body) => save.mutateAsync(body),
    success: `A(z) „${offer.name}” kérdései sikeresen mentve.`,
    // The saved list with its ids: a second save keeps the questions (and open booking forms' answers).
    afterSave: (_body, answer) => intakeFormValues(answer.data.questions),
  });
  const { form } = edit;
  const list = form.values.questions;
  // Drag and drop by the handle (the arrows do the same from the keyboard or a screen reader).
  const [dragged, setDragged] = useState<number | null>(null);
  const [dropTarget, setDropTarget] = useState<number | null>(null);
  const drop = (to: number) => {
    if (dragged !== null && dragged !== to) form.reorderListItem('questions', { from: dragged, to });
    setDragged(null);
    setDropTarget(null);
  };
  const listError = typeof form.errors.questions === 'string' ? form.errors.questions : null;

  return (
    <SaveForm form={edit} submitLabel="Kérdések mentése" gap="sm">
      {list.length === 0 ? (
        <Text size="sm" c="dimmed">
          Ehhez a típushoz nincs kérdés; a foglalás kérdések nélkül történik.
        </Text>
      ) : null}
      {list.map((question, index) => {
        const name = `${index + 1}. kérdés`;
        const path = `questions.${index}`;
        return (
          <Paper
            key={question.key}
            withBorder
            p="sm"
            radius="sm"
            data-testid="intake-question-editor"
            onDragOver={(event) => {
              if (dragged === null) return;
              event.preventDefault();
              setDropTarget(index);
            }}
            onDragLeave={() => setDropTarget((target) => (target === index ? null : target))}
            onDrop={(event) => {
              event.preventDefault();
              drop(index);
            }}
            style={
              dropTarget === index && dragged !== index
                ? { outline: '2px dashed var(--mantine-color-blue-6)', outlineOffset: 2 }
                : undefined
            }
          >
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap">
                <Group gap={6} wrap="nowrap">
                  <Box
                    draggable
                    data-testid="intake-drag-handle"
                    title="Húzza a kérdést a helyére"
                    onDragStart={(event) => {
                      event.dataTransfer.effectAllowed = 'move';
                      event.dataTransfer.setData('text/plain', String(index));
                      setDragged(index);
                    }}
                    onDragEnd={() => {
                      setDragged(null);
                      setDropTarget(null);
                    }}
                    style={{ cursor: 'grab', display: 'flex' }}
                  >
                    <IconGripVertical size={18} aria-hidden="true" />
                  </Box>
                  <Text fw={600} size="sm">
                    {name}
                  </Text>
                </Group>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="default"
                    aria-label={`${name} feljebb`}
                    disabled={index === 0}
                    onClick={() => form.reorderListItem('questions', { from: index, to: index - 1 })}
                  >
                    <IconArrowUp size={16} aria-hidden="true" />
                  </ActionIcon>
                  <ActionIcon
                    variant="default"
                    aria-label={`${name} lejjebb`}
                    disabled={index === list.length - 1}
                    onClick={() => form.reorderListItem('questions', { from: index, to: index + 1 })}
                  >
                    <IconArrowDown size={16} aria-hidden="true" />
                  </ActionIcon>
                  <ActionIcon
                    variant="default"
                    color="red"
                    aria-label={`${name} törlése`}
                    onClick={() => form.removeListItem('questions', index)}
                  >
                    <IconTrash size={16} aria-hidden="true" />
                  </ActionIcon>
                </Group>
              </Group>
              <TextInput label="Kérdés" withAsterisk {...form.getInputProps(`${path}.label`)} />
              <NativeSelect
                label="Válasz típusa"
                data={KIND_OPTIONS}
                {...form.getInputProps(`${path}.kind`)}
                onChange={(event) =>
                  form.setFieldValue(`${path}.kind`, event.currentTarget.value as IntakeQuestionKind)
                }
              />
              <TextInput
                label="Segítő szöveg"
                description="Nem kötelező."
                {...form.getInputProps(`${path}.helpText`)}
              />
              {isChoiceKind(question.kind) ? (
                <Textarea
                  label="Válaszlehetőségek"
                  description="Soronként egy lehetőség."
                  withAsterisk
                  autosize
                  minRows={2}
                  {...form.getInputProps(`${path}.optionsText`)}
                  error={form.errors[`${path}.options`] ?? form.errors[`${path}.optionsText`]}
                />
              ) : null}
              <Checkbox
                label="Kötelező válaszolni"
                {...form.getInputProps(`${path}.required`, { type: 'checkbox' })}
              />
            </Stack>
          </Paper>
        );
      })}
      <InlineError message={listError} />
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          disabled={list.length >= INTAKE_QUESTIONS_MAX}
          onClick={() => form.insertListItem('questions', newQuestionDraft())}
        >
          Új kérdés
        </Button>
      </Group>
    </SaveForm>
  );
}
