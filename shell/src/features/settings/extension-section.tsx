import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { pingExtension, type ExtensionStatus } from '@onething/shared-data';
import { Badge, Button, RotateCcw } from '@onething/shared-ui';
import { Muted, Row, SectionBody, SettingsSection } from './settings-section';

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding-left: ${({ theme }) => theme.space[5]};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  code {
    padding: 0 ${({ theme }) => theme.space[1]};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.muted};
    font-family: ${({ theme }) => theme.fonts.mono};
  }
`;

const Status = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export function ExtensionSection() {
  const [status, setStatus] = useState<ExtensionStatus | null>(null);

  const check = useCallback(() => {
    setStatus(null);
    let active = true;
    void pingExtension().then((result) => {
      if (active) setStatus(result);
    });
    return () => {
      active = false;
    };
  }, []);

  useEffect(() => check(), [check]);

  return (
    <SettingsSection
      id="extension"
      title="Companion extension"
      description="The browser extension powers the distraction shield during deep work."
    >
      <SectionBody>
        <Row>
          <Status role="status" aria-live="polite">
            Status:{' '}
            {status === null ? (
              <Badge variant="secondary">Checking...</Badge>
            ) : status.installed ? (
              <Badge variant="success">Connected{status.version ? ` (v${status.version})` : ''}</Badge>
            ) : (
              <Badge variant="warning">Not detected</Badge>
            )}
          </Status>
          <Button variant="outline" size="sm" onClick={() => check()} disabled={status === null}>
            <RotateCcw aria-hidden="true" /> Check again
          </Button>
        </Row>
        {status && !status.installed ? (
          <div>
            <Muted>To install it in Chrome or another Chromium browser:</Muted>
            <Steps>
              <li>
                Build it with <code>npm run build -w @onething/extension</code> (it is written to{' '}
                <code>extension/dist</code>).
              </li>
              <li>
                Open <code>chrome://extensions</code> and turn on <strong>Developer mode</strong>.
              </li>
              <li>
                Choose <strong>Load unpacked</strong> and select the <code>extension/dist</code> folder.
              </li>
              <li>Reload this page and check again.</li>
            </Steps>
          </div>
        ) : null}
      </SectionBody>
    </SettingsSection>
  );
}
