/**
 * Sends one form with XMLHttpRequest rather than fetch: only XHR reports the upload's progress
 * (fetch has no upload progress events). Resolves with the status and the JSON answer, never
 * rejects: a network failure gives status 0 and no body.
 */
export function uploadForm(
  url: string,
  body: FormData,
  onProgress: (loaded: number, total: number) => void,
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.responseType = "json";
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, body: xhr.response as unknown });
    xhr.onerror = () => resolve({ status: 0, body: null });
    xhr.onabort = () => resolve({ status: 0, body: null });
    xhr.send(body);
  });
}
