import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ExampleRequest } from '../example-request.ts';
import { cSample } from './c-sample.ts';
import { cppSample } from './cpp-sample.ts';
import { dartSample } from './dart-sample.ts';
import { kotlinSample } from './kotlin-sample.ts';
import { powershellSample } from './powershell-sample.ts';
import { rustSample } from './rust-sample.ts';
import { swiftSample } from './swift-sample.ts';

/**
 * A POST to `/v1/users/{id}` (filled), with a query parameter, a header parameter, bearer auth
 * and a JSON body whose text needs escaping in every language (`$`, `\`, quotes, `#{}`, `\(`).
 */
const post: ExampleRequest = {
  method: 'POST',
  url: 'https://api.example.com/v1/users/42',
  query: [{ name: 'limit', value: 10, placeholder: false }],
  headers: [
    ['X-Request-Id', 'req-$1'],
    ['Authorization', 'Bearer <token>'],
    ['Content-Type', 'application/json'],
  ],
  body: {
    kind: 'json',
    mediaType: 'application/json',
    value: { name: `it's "Ann" #{x} $y \\(z) \\`, admin: false, team: null },
  },
};

const upload: ExampleRequest = {
  method: 'PUT',
  url: 'https://api.example.com/files',
  query: [],
  headers: [['X-Key', '<api-key>']],
  body: {
    kind: 'multipart',
    mediaType: 'multipart/form-data',
    fields: [
      { name: 'title', value: 'a"b$', file: false },
      { name: 'file', value: 'path/to/file', file: true },
    ],
  },
};

const form: ExampleRequest = {
  method: 'PATCH',
  url: 'https://api.example.com/form',
  query: [],
  headers: [['Content-Type', 'application/x-www-form-urlencoded']],
  body: {
    kind: 'form',
    mediaType: 'application/x-www-form-urlencoded',
    fields: [{ name: 'a', value: 'x y&z', file: false }],
  },
};

const binary: ExampleRequest = {
  method: 'TRACE',
  url: 'https://api.example.com/raw',
  query: [],
  headers: [['Content-Type', 'application/octet-stream']],
  body: { kind: 'binary', mediaType: 'application/octet-stream', file: '<file>' },
};

const printers = {
  PowerShell: powershellSample,
  Swift: swiftSample,
  Kotlin: kotlinSample,
  Rust: rustSample,
  Dart: dartSample,
  C: cSample,
  'C++': cppSample,
};

/**
 * Brackets outside string literals pair up. Strings are skipped in a simple way (a quote to the
 * next unescaped same quote, on one line, or a triple quote to the next), enough for samples
 * whose text holds no lone bracket.
 */
function unbalanced(code: string): string | undefined {
  const stack: string[] = [];
  const pairs: Record<string, string> = { ')': '(', ']': '[', '}': '{' };
  const stripped = code
    .replace(/"""[\s\S]*?"""/g, '""')
    .replace(/"[^"\n\\]*(?:\\.[^"\n\\]*)*"/g, '""');
  for (const char of stripped) {
    if ('([{'.includes(char)) stack.push(char);
    else if (char in pairs && stack.pop() !== pairs[char]) return `unexpected ${char}`;
  }
  return stack.length === 0 ? undefined : `unclosed ${stack.join('')}`;
}

describe('samples in the languages added after the first ones', () => {
  for (const [language, print] of Object.entries(printers)) {
    it(`${language}: brackets pair up for every kind of body`, () => {
      for (const request of [post, upload, form, binary]) {
        expect(unbalanced(print(request)), `${language} ${request.method}`).toBeUndefined();
      }
    });
  }

  it('PowerShell: a POST with a JSON body, a query, a header and bearer auth', () => {
    expect(powershellSample(post)).toMatchInlineSnapshot(`
      "$headers = @{
          'X-Request-Id' = 'req-$1'
          'Authorization' = 'Bearer <token>'
      }
      $body = @'
      {
        "name": "it's \\"Ann\\" #{x} $y \\\\(z) \\\\",
        "admin": false,
        "team": null
      }
      '@

      $response = Invoke-RestMethod -Uri 'https://api.example.com/v1/users/42?limit=10' \`
          -Method Post \`
          -Headers $headers \`
          -ContentType 'application/json' \`
          -Body $body
      $response | ConvertTo-Json -Depth 10"
    `);
  });

  it('Swift: a POST with a JSON body, a query, a header and bearer auth', () => {
    expect(swiftSample(post)).toMatchInlineSnapshot(`
      "import Foundation
      #if canImport(FoundationNetworking)
      import FoundationNetworking
      #endif

      let url = URL(string: "https://api.example.com/v1/users/42?limit=10")!
      var request = URLRequest(url: url)
      request.httpMethod = "POST"
      request.setValue("req-$1", forHTTPHeaderField: "X-Request-Id")
      request.setValue("Bearer <token>", forHTTPHeaderField: "Authorization")
      request.setValue("application/json", forHTTPHeaderField: "Content-Type")
      request.httpBody = #"""
      {
        "name": "it's \\"Ann\\" #{x} $y \\\\(z) \\\\",
        "admin": false,
        "team": null
      }
      """#.data(using: .utf8)

      let (data, _) = try await URLSession.shared.data(for: request)
      print(String(decoding: data, as: UTF8.self))"
    `);
  });

  it('Kotlin: a POST with a JSON body, a query, a header and bearer auth', () => {
    expect(kotlinSample(post)).toMatchInlineSnapshot(`
      "import okhttp3.MediaType.Companion.toMediaType
      import okhttp3.OkHttpClient
      import okhttp3.Request
      import okhttp3.RequestBody.Companion.toRequestBody

      val client = OkHttpClient()
      val body = """
      {
        "name": "it's \\"Ann\\" #{x} \${'$'}y \\\\(z) \\\\",
        "admin": false,
        "team": null
      }
      """.trimIndent().toRequestBody("application/json".toMediaType())
      val request = Request.Builder()
          .url("https://api.example.com/v1/users/42?limit=10")
          .method("POST", body)
          .addHeader("X-Request-Id", "req-\\$1")
          .addHeader("Authorization", "Bearer <token>")
          .build()

      client.newCall(request).execute().use { response ->
          println(response.body?.string())
      }"
    `);
  });

  it('Rust: a POST with a JSON body, a query, a header and bearer auth', () => {
    expect(rustSample(post)).toMatchInlineSnapshot(`
      "#[tokio::main]
      async fn main() -> Result<(), Box<dyn std::error::Error>> {
          let client = reqwest::Client::new();
          let response = client.post("https://api.example.com/v1/users/42?limit=10")
              .header("X-Request-Id", "req-$1")
              .header("Authorization", "Bearer <token>")
              .header("Content-Type", "application/json")
              .body(r#"{
        "name": "it's \\"Ann\\" #{x} $y \\\\(z) \\\\",
        "admin": false,
        "team": null
      }"#)
              .send()
              .await?;

          println!("{}", response.text().await?);
          Ok(())
      }"
    `);
  });

  it('Dart: a POST with a JSON body, a query, a header and bearer auth', () => {
    expect(dartSample(post)).toMatchInlineSnapshot(`
      "import 'package:http/http.dart' as http;

      Future<void> main() async {
        final url = Uri.parse('https://api.example.com/v1/users/42?limit=10');
        final request = http.Request('POST', url);
        request.headers.addAll({
          'X-Request-Id': 'req-\\$1',
          'Authorization': 'Bearer <token>',
          'Content-Type': 'application/json',
        });
        request.body = r'''
      {
        "name": "it's \\"Ann\\" #{x} $y \\\\(z) \\\\",
        "admin": false,
        "team": null
      }''';

        final response = await http.Response.fromStream(await request.send());
        print(response.body);
      }"
    `);
  });

  it('C: a POST with a JSON body, a query, a header and bearer auth', () => {
    expect(cSample(post)).toMatchInlineSnapshot(`
      "#include <stdio.h>
      #include <curl/curl.h>

      int main(void) {
        CURL *curl = curl_easy_init();
        if (curl == NULL) return 1;
        curl_easy_setopt(curl, CURLOPT_CUSTOMREQUEST, "POST");
        curl_easy_setopt(curl, CURLOPT_URL, "https://api.example.com/v1/users/42?limit=10");
        struct curl_slist *headers = NULL;
        headers = curl_slist_append(headers, "X-Request-Id: req-$1");
        headers = curl_slist_append(headers, "Authorization: Bearer <token>");
        headers = curl_slist_append(headers, "Content-Type: application/json");
        curl_easy_setopt(curl, CURLOPT_HTTPHEADER, headers);
        const char *body = "{\\n"
        "  \\"name\\": \\"it's \\\\\\"Ann\\\\\\" #{x} $y \\\\\\\\(z) \\\\\\\\\\",\\n"
        "  \\"admin\\": false,\\n"
        "  \\"team\\": null\\n"
        "}";
        curl_easy_setopt(curl, CURLOPT_POSTFIELDS, body);

        // The response body goes to standard output.
        CURLcode result = curl_easy_perform(curl);
        if (result != CURLE_OK) fprintf(stderr, "%s\\n", curl_easy_strerror(result));

        curl_slist_free_all(headers);
        curl_easy_cleanup(curl);
        return result == CURLE_OK ? 0 : 1;
      }"
    `);
  });

  it('C++: a POST with a JSON body, a query, a header and bearer auth', () => {
    expect(cppSample(post)).toMatchInlineSnapshot(`
      "#include <cpr/cpr.h>
      #include <iostream>

      int main() {
        cpr::Response response = cpr::Post(
          cpr::Url{"https://api.example.com/v1/users/42?limit=10"},
          cpr::Header{
              {"X-Request-Id", "req-$1"},
              {"Authorization", "Bearer <token>"},
              {"Content-Type", "application/json"},
          },
          cpr::Body{R"json({
        "name": "it's \\"Ann\\" #{x} $y \\\\(z) \\\\",
        "admin": false,
        "team": null
      })json"});
        std::cout << response.text << std::endl;
        return 0;
      }"
    `);
  });

  it('writes form, multipart and binary bodies the way each library takes them', () => {
    expect(powershellSample(upload)).toContain('-Form $form');
    expect(powershellSample(upload)).toContain("'file' = Get-Item -Path 'path/to/file'");
    expect(kotlinSample(upload)).toContain('.addFormDataPart("title", "a\\"b\\$")');
    expect(kotlinSample(form)).toContain('.add("a", "x y&z")');
    expect(rustSample(form)).toContain('.form(&[("a", "x y&z")])');
    expect(rustSample(binary)).toContain(
      'client.request(reqwest::Method::from_bytes(b"TRACE")?, "https://api.example.com/raw")',
    );
    expect(dartSample(upload)).toContain("http.MultipartRequest('PUT', url)");
    expect(dartSample(upload)).toContain("request.fields['title'] = 'a\"b\\$';");
    expect(swiftSample(form)).toContain('request.httpBody = "a=x+y%26z".data(using: .utf8)');
    expect(cSample(upload)).toContain('curl_mime_filedata(part, "path/to/file");');
    expect(cSample(binary)).toContain('curl_easy_setopt(curl, CURLOPT_READDATA, file);');
    expect(cppSample(upload)).toContain('{"file", cpr::File{"path/to/file"}}');
    // cpr has no TRACE call: the libcurl program stands in.
    expect(cppSample(binary)).toBe(cSample(binary));
  });
});

function hasGcc(): boolean {
  try {
    execFileSync('gcc', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** The libcurl declarations the C samples use, so the compiler checks the sample's syntax. */
const curlHeader = `
typedef void CURL; typedef void curl_mime; typedef void curl_mimepart;
struct curl_slist;
typedef enum { CURLE_OK } CURLcode;
enum { CURLOPT_CUSTOMREQUEST, CURLOPT_URL, CURLOPT_HTTPHEADER, CURLOPT_POSTFIELDS,
  CURLOPT_MIMEPOST, CURLOPT_NOBODY, CURLOPT_UPLOAD, CURLOPT_READDATA };
#define CURL_ZERO_TERMINATED ((unsigned long)-1)
CURL *curl_easy_init(void); void curl_easy_cleanup(CURL *);
CURLcode curl_easy_setopt(CURL *, int, ...); CURLcode curl_easy_perform(CURL *);
const char *curl_easy_strerror(CURLcode);
struct curl_slist *curl_slist_append(struct curl_slist *, const char *);
void curl_slist_free_all(struct curl_slist *);
curl_mime *curl_mime_init(CURL *); curl_mimepart *curl_mime_addpart(curl_mime *);
CURLcode curl_mime_name(curl_mimepart *, const char *);
CURLcode curl_mime_data(curl_mimepart *, const char *, unsigned long);
CURLcode curl_mime_filedata(curl_mimepart *, const char *);
void curl_mime_free(curl_mime *);
`;

describe.runIf(hasGcc())('C samples compile', () => {
  it('with gcc -Wall -Werror, for every kind of body', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'folio-c-'));
    try {
      mkdirSync(path.join(dir, 'curl'));
      writeFileSync(path.join(dir, 'curl', 'curl.h'), curlHeader);
      for (const [index, request] of [post, upload, form, binary].entries()) {
        const file = path.join(dir, `sample${String(index)}.c`);
        writeFileSync(file, cSample(request));
        execFileSync('gcc', ['-fsyntax-only', '-Wall', '-Werror', '-I', dir, file], {
          stdio: 'pipe',
        });
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
