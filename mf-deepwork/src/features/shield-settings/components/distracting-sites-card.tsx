import { useId, useRef, useState } from 'react';
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Skeleton,
  VisuallyHidden,
} from '@onething/shared-ui';
import { useShieldSettings } from '../api/get-shield-settings';
import { askPermissionToBlock } from '../hooks/request-site-permission';
import { useSaveShieldSettings } from '../hooks/use-save-shield-settings';
import type { ExtensionStatusState } from '../../extension/hooks/use-extension-status';
import { AddSiteForm } from './add-site-form';
import { AdultContentOption } from './adult-content-option';
import { CustomSites } from './custom-sites';
import { CardBody, Separator } from './panel-layout';
import { PresetSites } from './preset-sites';
import { SHIELD_PRESET_SITES, isPresetSite } from '../domain/shield-presets';

interface DistractingSitesCardProps {
  userId: string;
  extension: ExtensionStatusState;
}

/** 'Manage Distracting Websites': the presets, the user's own sites and the adult-content option. */
export function DistractingSitesCard({ userId, extension }: DistractingSitesCardProps) {
  const titleId = `${useId()}-title`;
  const { settings, error, refetch, isRefetching } = useShieldSettings(userId);
  const save = useSaveShieldSettings(userId);
  const [asking, setAsking] = useState<ReadonlySet<string>>(() => new Set());
  const inputRef = useRef<HTMLInputElement>(null);

  const setAskingFor = (domain: string, open: boolean) =>
    setAsking((previous) => {
      const next = new Set(previous);
      if (open) next.add(domain);
      else next.delete(domain);
      return next;
    });

  const addSite = async (domain: string) => {
    // Resolves once saved, or queued while offline (the extension is asked either way).
    await save.submit({ type: 'block-site', domain });
    // Without the extension there is no one to ask; the site is saved and applies once it is installed.
    if (!(await extension.current()).installed) return;
    setAskingFor(domain, true);
    try {
      await askPermissionToBlock(domain);
    } finally {
      setAskingFor(domain, false);
    }
  };

  let body;
  if (settings) {
    const customSites = settings.distracting_sites.filter((site) => !isPresetSite(site));
    const listed = [...SHIELD_PRESET_SITES.map((site) => site.domain), ...customSites];
    body = (
      <CardBody>
        <PresetSites settings={settings} onChange={(change) => save.mutate(change)} />
        <CustomSites
          sites={customSites}
          asking={asking}
          inputRef={inputRef}
          onRemove={(domain) => save.mutate({ type: 'unblock-site', domain })}
        />
        <AddSiteForm listed={listed} onAdd={addSite} inputRef={inputRef} />
        <Separator />
        <AdultContentOption
          blocked={settings.block_adult_content}
          onChange={(blocked) => save.mutate({ type: 'adult-content', blocked })}
        />
      </CardBody>
    );
  } else if (error) {
    body = (
      <Alert variant="destructive">
        <AlertTitle as="h4">Your distracting websites could not be loaded</AlertTitle>
        <AlertDescription>
          <p>{error.message}</p>
          <Button variant="outline" size="sm" loading={isRefetching} onClick={() => void refetch()}>
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  } else {
    body = (
      <>
        <VisuallyHidden>Loading your distracting websites...</VisuallyHidden>
        <Skeleton height="16rem" />
      </>
    );
  }

  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>Manage Distracting Websites</CardTitle>
        <CardDescription>During deep work sessions the shield blocks these sites and their subdomains.</CardDescription>
      </CardHeader>
      <CardContent aria-busy={!settings && !error}>{body}</CardContent>
    </Card>
  );
}
