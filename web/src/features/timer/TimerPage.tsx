// The public blind timer (/timer, docs/product.md §2): countdown, Blind Structure, Chip Distribution and the
// Templates dropdown; signed-in users also create, edit and delete their own templates.
import { useMutation } from '@apollo/client/react';
import { Anchor, Box, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure, useFullscreenElement, useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { playingLevelCount } from '../../../../core/breaks';
import type { TemplateDraft } from '../../../../core/template-editor';
import {
  findBuiltInTemplate,
  DEFAULT_TEMPLATE_ID,
  type TournamentTemplate,
} from '../../../../core/templates';
import { useAuth } from '../../auth/AuthProvider';
import { apiError } from '../../ui/errors';
import { notifyFailure } from '../../ui/notify';
import { PageContainer } from '../../ui/PageContainer';
import { useMutationAction } from '../../ui/useMutationAction';
import { BlindStructureCard } from './BlindStructureCard';
import { ChipDistributionCard } from './ChipDistributionCard';
import { CountdownCard } from './CountdownCard';
import {
  DELETE_TOURNAMENT_TEMPLATE_MUTATION,
  SAVE_TOURNAMENT_TEMPLATE_MUTATION,
  TOURNAMENT_TEMPLATES_QUERY,
} from './documents';
import { TemplateEditorModal } from './TemplateEditorModal';
import { TemplatePicker } from './TemplatePicker';
import { useBlindTimer } from './useBlindTimer';
import { useTimerShortcuts } from './useTimerShortcuts';
import { toTournamentTemplate, useTournamentTemplates } from './useTournamentTemplates';

export const DELETE_CONFIRMATION = 'Are you sure you want to delete this template?';

/** A failure toast with the spec's text, and the server's reason beneath it when it gave one. */
function reportFailure(error: unknown, text: string) {
  const info = apiError(error);
  if (!info) console.error(error);
  if (info && info.message !== text) notifyFailure(info.message, { title: text });
  else notifyFailure(text);
}

export function TimerPage() {
  const { user } = useAuth();
  const timer = useBlindTimer();
  const templates = useTournamentTemplates(user?.id ?? null);
  const [editorOpened, editor] = useDisclosure(false);
  const [editing, setEditing] = useState<TournamentTemplate | null>(null);
  const {
    ref: fullscreenRef,
    toggle: toggleFullscreen,
    fullscreen,
  } = useFullscreenElement<HTMLDivElement>();
  // The chip set sits under the clock on wide screens, under the blinds on narrow ones. One card,
  // placed by width (read at first render, no flash): two copies, one hidden by CSS, carried the
  // same heading id twice (issue 27, #13). 62em is Mantine's md, the grid's breakpoint.
  const wide = useMediaQuery('(min-width: 62em)', undefined, { getInitialValueInEffect: false });

  const [saveTemplate] = useMutation(SAVE_TOURNAMENT_TEMPLATE_MUTATION, {
    refetchQueries: [TOURNAMENT_TEMPLATES_QUERY],
    awaitRefetchQueries: true,
  });
  const templateWrites = useMutationAction<'save' | 'delete'>();
  const [deleteTemplate] = useMutation(DELETE_TOURNAMENT_TEMPLATE_MUTATION, {
    refetchQueries: [TOURNAMENT_TEMPLATES_QUERY],
    awaitRefetchQueries: true,
  });

  useTimerShortcuts({
    enabled: !editorOpened,
    onTogglePause: timer.togglePause,
    onNextLevel: timer.nextLevel,
  });

  const { state, snapshot } = timer;

  const choose = (id: string) => {
    const template = templates.find(id);
    if (template) timer.choose(template);
  };

  const restart = () => {
    const listed = templates.find(state.templateId);
    timer.choose(
      listed ?? {
        id: state.templateId,
        name: state.name,
        builtIn: false,
        blindStructureName: state.blindStructureName,
        levels: state.levels,
        chipSetName: state.chipSetName,
        chips: state.chips,
      },
    );
  };

  const openCreate = () => {
    setEditing(null);
    editor.open();
  };

  const openEdit = (template: TournamentTemplate) => {
    setEditing(template);
    editor.open();
  };

  const save = (draft: TemplateDraft): Promise<boolean> => {
    const updating = editing;
    return templateWrites.run(
      'save',
      async () => {
        const { data } = await saveTemplate({
          variables: { input: { ...(updating ? { id: updating.id } : {}), ...draft } },
        });
        if (!data) throw new Error('No data');
        return toTournamentTemplate(data.saveTournamentTemplate);
      },
      {
        success: updating ? 'Template updated successfully' : 'Template saved successfully',
        failure: 'Failed to save template',
        report: reportFailure,
        onSuccess: (saved) => {
          if (updating) timer.templateEdited(saved);
          else timer.choose(saved); // a new template is put to use at once
        },
      },
    );
  };

  const remove = (template: TournamentTemplate) => {
    if (!window.confirm(DELETE_CONFIRMATION)) return;
    void templateWrites.run('delete', () => deleteTemplate({ variables: { id: template.id } }), {
      success: 'Template deleted successfully',
      failure: 'Failed to delete template',
      report: reportFailure,
      onSuccess: () => {
        if (state.templateId === template.id) {
          timer.choose(findBuiltInTemplate(DEFAULT_TEMPLATE_ID)!);
        }
      },
    });
  };

  return (
    <PageContainer documentTitle="Blind Timer" size="xl">
      {/* A visitor has no top bar here (docs/product.md §3 shows it on the landing page only): a way home. */}
      {!user && (
        <Anchor component={Link} to="/" size="sm" fw={600} mb="sm" display="inline-flex">
          <IconArrowLeft size={16} aria-hidden style={{ marginRight: 4, alignSelf: 'center' }} />
          Poker Night home
        </Anchor>
      )}
      <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
        <Box style={{ minWidth: 0 }}>
          <Title order={1} fz={{ base: 26, sm: 32 }} lh={1.15}>
            Blind Timer
          </Title>
          <Text c="dimmed" mt={6}>
            Run a tournament clock from a built-in structure{user ? ' or one of your own' : ''}.
          </Text>
        </Box>
        <TemplatePicker
          builtIn={templates.builtIn}
          custom={templates.custom}
          current={{ id: state.templateId, name: state.name }}
          signedIn={user !== null}
          busy={templateWrites.busy === 'delete'}
          onChoose={choose}
          onCreate={openCreate}
          onEdit={openEdit}
          onDelete={remove}
        />
      </Group>

      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <Box ref={fullscreenRef}>
              <CountdownCard
                snapshot={snapshot}
                templateName={state.name}
                levelCount={playingLevelCount(state.levels)}
                muted={timer.muted}
                onMutedChange={timer.setMuted}
                fullscreen={fullscreen}
                onToggleFullscreen={() => void toggleFullscreen()}
                onTogglePause={timer.togglePause}
                onNextLevel={timer.nextLevel}
                onRestart={restart}
              />
            </Box>
            {wide && <ChipDistributionCard name={state.chipSetName} chips={state.chips} />}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <BlindStructureCard
              name={state.blindStructureName}
              levels={state.levels}
              currentIndex={snapshot.levelIndex}
              finished={snapshot.isFinished}
            />
            {!wide && <ChipDistributionCard name={state.chipSetName} chips={state.chips} />}
          </Stack>
        </Grid.Col>
      </Grid>

      <TemplateEditorModal
        opened={editorOpened}
        template={editing}
        onClose={editor.close}
        onSave={save}
      />
    </PageContainer>
  );
}
