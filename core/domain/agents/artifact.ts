/** An artifact as the API shows it (spec section 3): the server builds it, the client reads it. */
export interface Artifact {
  id: string;
  artifact_type: string;
  artifact_subtype: string | null;
  filename: string;
  mime_type: string;
  size_bytes: number;
  generation_status: string;
  download_url: string | null;
  created_at: string;
  generated_at: string | null;
  error_message: string | null;
}
