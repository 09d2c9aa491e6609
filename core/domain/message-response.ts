/** The answer of an endpoint that only confirms what it did, in words a person reads. */
export interface MessageResponse {
  message: string;
}
