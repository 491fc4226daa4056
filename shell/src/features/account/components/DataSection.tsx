import { Button, FileTextIcon } from '@rl/web-kit';
import { useDownloadData } from '../hooks/useDownloadData';
import { Actions, FormWidth, Section, SectionHead } from './account-layout';

/** A JSON file of everything the platform holds about the user. */
export function DataSection() {
  const download = useDownloadData();
  return (
    <Section id="data" aria-labelledby="data-title">
      <SectionHead>
        <h2 id="data-title">Your data</h2>
        <p>A file (JSON) with your account, your listings, the inquiries you sent and your saved searches.</p>
      </SectionHead>
      <FormWidth>
        <Actions>
          <Button type="button" $variant="outline" disabled={download.isPending} onClick={() => download.mutate()}>
            <FileTextIcon size={18} />
            {download.isPending ? 'Preparing...' : 'Download my data'}
          </Button>
        </Actions>
      </FormWidth>
    </Section>
  );
}
