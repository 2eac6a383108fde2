import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ExampleRequest } from '../example-request.ts';
import { csharpSample } from './csharp-sample.ts';
import { goSample } from './go-sample.ts';
import { javaSample } from './java-sample.ts';
import { phpSample } from './php-sample.ts';
import { rubySample } from './ruby-sample.ts';

/** A POST with a JSON body, a query parameter and bearer auth; the text needs escaping. */
const post: ExampleRequest = {
  method: 'POST',
  url: 'https://api.example.com/v1/users',
  query: [{ name: 'limit', value: 10, placeholder: false }],
  headers: [
    ['Authorization', 'Bearer <token>'],
    ['Content-Type', 'application/json'],
  ],
  body: {
    kind: 'json',
    mediaType: 'application/json',
    value: { name: `it's "Ann" #{x} \\`, admin: false, team: null },
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
      { name: 'title', value: 'a"b', file: false },
      { name: 'file', value: 'path/to/file', file: true },
      { name: 'copy', value: 'path/to/file', file: true },
    ],
  },
};

const form: ExampleRequest = {
  method: 'PATCH',
  url: 'https://api.example.com/form',
  query: [{ name: 'key', value: '<api-key>', placeholder: true }],
  headers: [['Content-Type', 'application/x-www-form-urlencoded; charset=utf-8']],
  body: {
    kind: 'form',
    mediaType: 'application/x-www-form-urlencoded',
    fields: [{ name: 'a', value: 'x y&z', file: false }],
  },
};

function hasJavac(): boolean {
  try {
    execFileSync('javac', ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe('Go', () => {
  it('prints a POST with a JSON body, a query and bearer auth', () => {
    expect(goSample(post)).toMatchInlineSnapshot(`
      "package main

      import (
      	"fmt"
      	"io"
      	"net/http"
      	"strings"
      )

      func main() {
      	payload := strings.NewReader(\`{
        "name": "it's \\"Ann\\" #{x} \\\\",
        "admin": false,
        "team": null
      }\`)

      	req, _ := http.NewRequest("POST", "https://api.example.com/v1/users?limit=10", payload)
      	req.Header.Add("Authorization", "Bearer <token>")
      	req.Header.Add("Content-Type", "application/json")

      	res, err := http.DefaultClient.Do(req)
      	if err != nil {
      		panic(err)
      	}
      	defer res.Body.Close()
      	body, _ := io.ReadAll(res.Body)
      	fmt.Println(string(body))
      }"
    `);
  });

  it('writes multipart files with one declaration of each variable', () => {
    const code = goSample(upload);
    expect(code).toContain('\tpart, _ := writer.CreateFormFile("file", "path/to/file")');
    expect(code).toContain('\tpart, _ = writer.CreateFormFile("copy", "path/to/file")');
    expect(code).toContain('\treq.Header.Set("Content-Type", writer.FormDataContentType())');
  });

  it('keeps JSON in a raw string unless it holds a backtick', () => {
    const tick = { ...post, body: { kind: 'json', mediaType: 'application/json', value: '`' } };
    expect(goSample(tick as ExampleRequest)).toContain('strings.NewReader("\\"`\\"")');
  });
});

describe('Java', () => {
  it('prints a POST with a JSON body, a query and bearer auth', () => {
    expect(javaSample(post)).toMatchInlineSnapshot(`
      "import java.net.URI;
      import java.net.http.HttpClient;
      import java.net.http.HttpRequest;
      import java.net.http.HttpResponse;

      HttpRequest request = HttpRequest.newBuilder()
          .uri(URI.create("https://api.example.com/v1/users?limit=10"))
          .header("Authorization", "Bearer <token>")
          .header("Content-Type", "application/json")
          .method("POST", HttpRequest.BodyPublishers.ofString("""
              {
                "name": "it's \\\\"Ann\\\\" #{x} \\\\\\\\",
                "admin": false,
                "team": null
              }
              """))
          .build();

      HttpResponse<String> response = HttpClient.newHttpClient()
          .send(request, HttpResponse.BodyHandlers.ofString());
      System.out.println(response.body());"
    `);
  });

  it.runIf(hasJavac())('compiles with javac, for every kind of body', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'folio-java-'));
    try {
      const samples = [post, upload, form].map(javaSample);
      const imports = new Set(samples.flatMap((code) => code.match(/^import .*;$/gm) ?? []));
      const methods = samples.map((code, index) => {
        const body = code.replace(/^import .*;$/gm, '');
        return `static void sample${String(index)}() throws Exception {\n${body}\n}`;
      });
      const source = `${[...imports].join('\n')}\nclass Sample {\n${methods.join('\n')}\n}\n`;
      writeFileSync(path.join(folder, 'Sample.java'), source);
      execFileSync('javac', ['-d', folder, path.join(folder, 'Sample.java')], {
        stdio: 'pipe',
      });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('C#', () => {
  it('prints a POST with a JSON body, a query and bearer auth', () => {
    expect(csharpSample(post)).toMatchInlineSnapshot(`
      "using System.Net.Http;
      using System.Text;

      using var client = new HttpClient();
      using var request = new HttpRequestMessage(HttpMethod.Post, "https://api.example.com/v1/users?limit=10");
      request.Headers.Add("Authorization", "Bearer <token>");
      request.Content = new StringContent("""
      {
        "name": "it's \\"Ann\\" #{x} \\\\",
        "admin": false,
        "team": null
      }
      """, Encoding.UTF8, "application/json");

      using var response = await client.SendAsync(request);
      Console.WriteLine(await response.Content.ReadAsStringAsync());"
    `);
  });

  it('puts the content type on the content, without its parameters', () => {
    const code = csharpSample(form);
    expect(code).not.toContain('Headers.Add("Content-Type"');
    expect(code).toContain('new FormUrlEncodedContent(new Dictionary<string, string>');
    expect(code).toContain('"https://api.example.com/form?key=<api-key>"');
  });

  it('writes JSON in a raw string that its quotes cannot close', () => {
    const quotes = { ...post, body: { kind: 'json', mediaType: 'application/json', value: '"""' } };
    expect(csharpSample(quotes as ExampleRequest)).toContain('("""\n"\\"\\"\\""\n""",');
  });
});

describe('Ruby', () => {
  it('prints a POST with a JSON body, a query and bearer auth', () => {
    expect(rubySample(post)).toMatchInlineSnapshot(`
      "require 'net/http'
      require 'uri'

      uri = URI("https://api.example.com/v1/users?limit=10")
      request = Net::HTTPGenericRequest.new("POST", true, true, uri)
      request["Authorization"] = "Bearer <token>"
      request["Content-Type"] = "application/json"
      request.body = '{
        "name": "it\\'s \\\\"Ann\\\\" #{x} \\\\\\\\",
        "admin": false,
        "team": null
      }'

      response = Net::HTTP.start(uri.host, uri.port, use_ssl: uri.scheme == 'https') do |http|
        http.request(request)
      end
      puts response.body"
    `);
  });

  it('sends files of a multipart body as open files', () => {
    expect(rubySample(upload)).toContain(
      'request.set_form([\n  ["title", "a\\"b"],\n  ["file", File.open("path/to/file")],',
    );
  });
});

describe('PHP', () => {
  it('prints a POST with a JSON body, a query and bearer auth', () => {
    expect(phpSample(post)).toMatchInlineSnapshot(`
      "<?php

      $curl = curl_init();
      curl_setopt_array($curl, [
        CURLOPT_URL => 'https://api.example.com/v1/users?limit=10',
        CURLOPT_RETURNTRANSFER => true,
        CURLOPT_CUSTOMREQUEST => 'POST',
        CURLOPT_HTTPHEADER => [
          'Authorization: Bearer <token>',
          'Content-Type: application/json',
        ],
        CURLOPT_POSTFIELDS => '{
        "name": "it\\'s \\\\"Ann\\\\" #{x} \\\\\\\\",
        "admin": false,
        "team": null
      }',
      ]);

      $response = curl_exec($curl);
      curl_close($curl);

      echo $response;"
    `);
  });

  it('encodes a form body and sends files as CURLFile', () => {
    expect(phpSample(form)).toContain(
      "CURLOPT_POSTFIELDS => http_build_query([\n    'a' => 'x y&z',\n  ]),",
    );
    expect(phpSample(upload)).toContain("'file' => new CURLFile('path/to/file'),");
  });
});
