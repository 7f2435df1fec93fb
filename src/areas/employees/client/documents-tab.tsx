/**
 * The profile's documents: the spec's four standard rows (Photo, Government ID, Educational Certificates,
 * Employment Contracts), plus Experience Letters once there are any, each listing the real files with View and
 * Download. hr may upload, and replace with Edit (never an employment contract, which is a signed record).
 */
import { Download, Eye, FileText, Loader2, Pencil, Upload } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import toast from 'react-hot-toast';
import { useCan } from '../../../client/components/layout/use-me';
import { Button } from '../../../client/components/ui/button';
import { Card } from '../../../client/components/ui/card';
import { queryStatus, ready } from '../../../client/components/ui/status';
import { fetchBlob, openBlob, saveBlob } from '../../../client/lib/files';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import { say } from '../../../client/lib/messages';
import {
  allowedDocumentTypes,
  type DocumentKind,
  documentTypeNames,
  type EmployeeDocument,
  fileRefusal,
  replaceableKind,
  singleDocumentKinds,
} from '../../documents/contract';
import { downloadPath, useDocuments, useUploadDocument } from './documents-api';

const standardKinds: DocumentKind[] = [
  'photo',
  'government_id',
  'education_certificate',
  'employment_contract',
];

export function DocumentsTab({ employeeId }: { employeeId: string }) {
  const { t } = useTranslation();
  const documents = useDocuments(employeeId);
  const upload = useUploadDocument(employeeId);
  const canUpload = useCan()('create:document');
  if (!ready(documents)) return queryStatus(documents);
  const docs = documents.data;
  const has = (kind: DocumentKind) => docs.some((d) => d.kind === kind);
  // Kinds nobody uploads at first show only once there is one: old experience letters, request attachments.
  const kinds = [
    ...(has('experience_letter')
      ? [...standardKinds.slice(0, 3), 'experience_letter' as const, standardKinds[3]!]
      : standardKinds),
    ...(has('supporting_document') ? ['supporting_document' as const] : []),
  ];

  const send = (kind: DocumentKind, file: File, replaces?: string) => {
    const refusal = fileRefusal(kind, file);
    if (refusal) return toast.error(say(refusal));
    upload.mutate(
      { kind, file, replaces },
      {
        onSuccess: () =>
          toast.success(t('documents.uploaded', { kind: t(`documents.kind.${kind}`), name: file.name })),
        onError: (error) => toast.error(error.message),
      },
    );
  };

  return (
    <Card>
      <ul className="divide-y divide-border">
        {kinds.map((kind) => {
          const files = docs.filter((d) => d.kind === kind);
          const label = t(`documents.kind.${kind}`);
          const canAdd = canUpload && (files.length === 0 || !singleDocumentKinds.includes(kind));
          return (
            <li key={kind} className="space-y-2 p-4">
              <div className="flex flex-wrap items-center gap-3">
                <FileText className="h-5 w-5 text-muted-foreground" aria-hidden />
                <h2 className="flex-1 font-medium">{label}</h2>
                {canAdd && (
                  <FilePicker
                    kind={kind}
                    label={t(files.length ? 'documents.addKind' : 'documents.uploadKind', { kind: label })}
                    busy={upload.isPending}
                    onFile={(file) => send(kind, file)}
                  >
                    <Upload className="h-4 w-4" aria-hidden />{' '}
                    {t(files.length ? 'documents.add' : 'documents.upload')}
                  </FilePicker>
                )}
              </div>
              {files.length === 0 ? (
                <div className="flex flex-wrap items-center gap-2 sm:pl-8">
                  <span className="min-w-0 flex-1 basis-full text-sm text-muted-foreground sm:basis-0">
                    {t('documents.none')}
                  </span>
                  <FileActions name={label} />
                </div>
              ) : (
                <ul className="space-y-3 sm:pl-8">
                  {files.map((doc) => (
                    <DocumentRow
                      key={doc._id}
                      doc={doc}
                      edit={
                        canUpload && replaceableKind(kind)
                          ? (file: File) => send(kind, file, doc._id)
                          : undefined
                      }
                      busy={upload.isPending}
                    />
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

/** A file's View and Download buttons; without a file to act on (a kind with none yet) they are shown disabled. */
function FileActions({
  name,
  onView,
  onDownload,
}: {
  name: string;
  onView?: () => void;
  onDownload?: () => void;
}) {
  const { t } = useTranslation();
  const actions = [
    { action: 'view', icon: Eye, run: onView },
    { action: 'download', icon: Download, run: onDownload },
  ] as const;
  return actions.map(({ action, icon: Icon, run }) => (
    <Button
      key={action}
      variant="outline"
      size="sm"
      disabled={!run}
      aria-label={t(`documents.${action}Named`, { name })}
      onClick={run}
    >
      <Icon className="h-4 w-4" aria-hidden /> {t(`documents.${action}`)}
    </Button>
  ));
}

function DocumentRow({
  doc,
  edit,
  busy,
}: {
  doc: EmployeeDocument;
  edit?: (file: File) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const path = downloadPath(doc._id);
  const fail = (error: Error) => toast.error(error.message);
  return (
    <li className="flex flex-wrap items-center gap-2">
      <span className="min-w-0 flex-1 basis-full sm:basis-0">
        <span className="block truncate text-sm font-medium">{doc.originalName}</span>
        <span className="block text-xs text-muted-foreground">
          {t('documents.fileFacts', {
            type: documentTypeNames[doc.contentType] ?? doc.contentType,
            size: f.number(Math.ceil(doc.size / 1024)),
            date: f.date(doc.uploadedAt.slice(0, 10)),
          })}
        </span>
      </span>
      <FileActions
        name={doc.originalName}
        onView={() => fetchBlob(path).then(openBlob, fail)}
        onDownload={() => fetchBlob(path).then((blob) => saveBlob(blob, doc.originalName), fail)}
      />
      {edit && (
        <FilePicker
          kind={doc.kind}
          label={t('documents.replaceNamed', { name: doc.originalName })}
          busy={busy}
          onFile={edit}
        >
          <Pencil className="h-4 w-4" aria-hidden /> {t('documents.replace')}
        </FilePicker>
      )}
    </li>
  );
}

/** A button that opens the file chooser for one kind of document. */
function FilePicker(props: {
  kind: DocumentKind;
  label: string;
  busy: boolean;
  onFile: (file: File) => void;
  children: ReactNode;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        hidden
        tabIndex={-1}
        aria-hidden
        accept={allowedDocumentTypes[props.kind].join(',')}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) props.onFile(file);
        }}
      />
      <Button
        variant="outline"
        size="sm"
        aria-label={props.label}
        disabled={props.busy}
        onClick={() => input.current?.click()}
      >
        {props.busy ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : null}
        {props.children}
      </Button>
    </>
  );
}
